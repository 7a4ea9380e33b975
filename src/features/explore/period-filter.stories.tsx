import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Period } from '../../api/types';
import { CANONICAL_PERIODS, LEGACY_PERIODS } from './explore-data';
import { PeriodFilter } from './period-filter';

const meta = {
  title: 'Features/Explore/PeriodFilter',
  component: PeriodFilter,
  args: { options: CANONICAL_PERIODS, value: 'week', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<Period>(args.value);
    return (
      <PeriodFilter
        {...args}
        value={value}
        onChange={(period) => {
          setValue(period);
          args.onChange(period);
        }}
      />
    );
  },
} satisfies Meta<typeof PeriodFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Canonical: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Time period' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '24h' }));
    await expect(args.onChange).toHaveBeenCalledWith('24h');
    await expect(canvas.getByRole('radio', { name: '24h' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
  },
};

export const Legacy: Story = {
  args: { options: LEGACY_PERIODS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'This Week' })).toBeChecked();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
