import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from './card';
import { SelectField, TextAreaField, TextField } from './field';

const meta = {
  title: 'Components/Fields',
  component: TextField,
  args: { label: 'Email', type: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'demo@vasundhara.example');
    await expect(input).toHaveValue('demo@vasundhara.example');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Username',
    type: 'text',
    hint: 'Letters, numbers and underscores; others mention you as @username.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Letters, numbers and underscores; others mention you as @username.',
    );
  },
};

/** The message is tied to the field: it is read with it and the field is marked invalid. */
export const WithError: Story = {
  args: { defaultValue: 'demo@', error: 'Invalid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Invalid email address');
  },
};

export const HintAndError: Story = {
  args: {
    label: 'Username',
    type: 'text',
    defaultValue: 'ab',
    hint: 'Letters, numbers and underscores.',
    error: 'Username must be at least 3 characters',
  },
};

export const TextArea: Story = {
  render: () => (
    <Stack $gap={4}>
      <TextAreaField label="Bio (optional)" rows={3} hint="At most 300 characters." />
      <TextAreaField
        label="Reason"
        rows={3}
        defaultValue=" "
        error="Please tell us why you are reporting this post"
      />
    </Stack>
  ),
};

export const Select: Story = {
  render: () => (
    <Stack $gap={4}>
      <SelectField label="Society (optional)" defaultValue="">
        <option value="">Choose your society</option>
        <option value="1">Vasundhara Greens - Pune</option>
        <option value="2">Vasundhara Heights - Mumbai</option>
      </SelectField>
      <SelectField
        label="Society (optional)"
        hint="Societies could not be loaded; you can choose yours later."
        defaultValue=""
      >
        <option value="">Choose your society</option>
      </SelectField>
      <SelectField label="Visibility" error="Choose who can see this post" defaultValue="">
        <option value="">Choose</option>
        <option value="society">Society</option>
      </SelectField>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('combobox', { name: 'Society (optional)' });
    await userEvent.selectOptions(first, 'Vasundhara Heights - Mumbai');
    await expect(first).toHaveValue('2');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'demo@vasundhara.example' },
};

export const Dark: Story = { ...HintAndError, globals: { theme: 'dark' } };

export const Mobile: Story = { ...HintAndError, globals: { viewport: { value: 'mobile' } } };
