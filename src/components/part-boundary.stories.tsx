import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { lazyPart } from '../lib/lazy-part';
import { Button } from './button';
import { Card } from './card';
import { DialogPart, PartBoundary } from './part-boundary';

// A part whose code never arrives, as offline: each story shows how the screen says so.
const Unreachable = lazyPart(
  async (): Promise<{ Part: () => null }> => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
  (module) => module.Part,
);

const FAILED = 'This part of the page could not be loaded. Check your connection and try again.';

function InPlace() {
  return (
    <Card>
      <p>The post stays as it is; only its comments could not be loaded.</p>
      <PartBoundary>
        <Unreachable />
      </PartBoundary>
    </Card>
  );
}

function InDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Report</Button>
      {open && (
        <DialogPart title="Report Post" onClose={() => setOpen(false)}>
          <Unreachable />
        </DialogPart>
      )}
    </>
  );
}

const meta = {
  title: 'Components/PartBoundary',
  component: InPlace,
  parameters: { router: 'none' },
} satisfies Meta<typeof InPlace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of a screen (a post's comments, the right column): the message where it would be. */
export const FailedInPlace: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A dialog just opened (Report, Create Group, Help): the message in a dialog of its title. */
export const FailedInDialog: Story = {
  render: () => <InDialog />,
  play: async ({ canvas }) => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Report Post' });
    await expect(dialog).toHaveTextContent(FAILED);
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    // Opened again, it tries again (still offline here), and closes back to its opener.
    const report = canvas.getByRole('button', { name: 'Report' });
    await userEvent.click(report);
    await expect(await page.findByRole('dialog', { name: 'Report Post' })).toHaveTextContent(
      FAILED,
    );
    await userEvent.keyboard('{Escape}');
    await expect(report).toHaveFocus();
  },
};

export const FailedInDialogDark: Story = { ...FailedInDialog, globals: { theme: 'dark' } };

export const FailedInPlaceDark: Story = { ...FailedInPlace, globals: { theme: 'dark' } };
