import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FiGlobe, FiHome } from 'react-icons/fi';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl, type SegmentOption } from './segmented-control';

type Scope = 'society' | 'builder-wide';

const OPTIONS: SegmentOption<Scope>[] = [
  { value: 'society', label: 'Society', icon: <FiHome aria-hidden /> },
  { value: 'builder-wide', label: 'Builder-Wide', icon: <FiGlobe aria-hidden /> },
];

function SegmentedDemo({
  disabled,
  onChange,
}: {
  disabled?: boolean;
  onChange: (value: Scope) => void;
}) {
  const [value, setValue] = useState<Scope>('society');
  return (
    <SegmentedControl
      legend="Post to"
      options={OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** One choice out of a few: the composer's scope, Explore's time period. */
const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedDemo,
  args: { onChange: fn() },
} satisfies Meta<typeof SegmentedDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Post to' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Society' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Builder-Wide' }));
    await expect(args.onChange).toHaveBeenCalledWith('builder-wide');
    await expect(canvas.getByRole('radio', { name: 'Builder-Wide' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Society' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    // The chosen segment is ringed: on the dark track its raised surface alone barely shows.
    const chosen = canvas.getByRole('radio', { name: 'Society' }).nextElementSibling!;
    await expect(getComputedStyle(chosen).boxShadow).toMatch(/inset/);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
