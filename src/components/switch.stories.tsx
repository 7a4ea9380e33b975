import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Stack } from './card';
import { Switch } from './switch';

function SwitchDemo({
  initial = false,
  disabled,
  description,
}: {
  initial?: boolean;
  disabled?: boolean;
  description?: string;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <Switch
        label="Dark Mode"
        description={description}
        checked={checked}
        onChange={setChecked}
        disabled={disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Switch',
  component: SwitchDemo,
} satisfies Meta<typeof SwitchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggles: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Dark Mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { initial: true } };

export const WithDescription: Story = {
  args: { description: 'Easier on the eyes at night.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark Mode' })).toHaveAccessibleDescription(
      'Easier on the eyes at night.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Dark Mode' })).toBeDisabled();
  },
};

export const SettingsListDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <Stack $gap={4} style={{ maxWidth: 420 }}>
      <SwitchDemo initial description="Easier on the eyes at night." />
      <SwitchDemo description="Let neighbours see when you are online." />
    </Stack>
  ),
};
