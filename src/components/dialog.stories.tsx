import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Row } from './card';
import { Dialog, type DialogSize } from './dialog';
import { TextAreaField } from './field';

function ReportDialogDemo({ startOpen = false, size }: { startOpen?: boolean; size?: DialogSize }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size={size}
        title="Report Post"
        description="Tell the moderation team what is wrong with this post."
      >
        <TextAreaField label="Reason" rows={3} />
        <Row $gap={2} $justify="flex-end" style={{ marginTop: 16 }}>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger">Submit Report</Button>
        </Row>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: ReportDialogDemo,
} satisfies Meta<typeof ReportDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Report Post' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell the moderation team what is wrong with this post.',
    );
  },
};

/** Focus moves into the dialog, stays inside on Tab, Escape closes it and focus returns. */
export const FocusAndEscape: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Report' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Report Post' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Submit Report' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const ClosesFromCancel: Story = {
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { startOpen: true, size: 'sm' } };

export const MobileDark: Story = {
  args: { startOpen: true },
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
