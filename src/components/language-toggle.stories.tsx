import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { whileSwitchingTo } from '../testing/storybook';
import { LanguageToggle } from './language-toggle';

const meta = {
  title: 'Components/LanguageToggle',
  component: LanguageToggle,
  parameters: { router: 'none' },
} satisfies Meta<typeof LanguageToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English it offers Hindi, named in Hindi; a press switches the page and offers English back. */
export const Switches: Story = {
  play: async ({ canvas }) => {
    const toHindi = canvas.getByRole('button', { name: 'हिंदी' });
    expect(toHindi).toHaveAttribute('lang', 'hi');
    await userEvent.click(toHindi);
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
    const toEnglish = await canvas.findByRole('button', { name: 'English' });
    await userEvent.click(toEnglish);
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
  },
};

/** The top bar's: no border; on a phone the name's start (हिं) and no icon. */
export const Compact: Story = { args: { compact: true } };

export const CompactOnAPhone: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Pressed, the Hindi catalogue still on its way: busy, a spinner for its icon. */
export const Switching: Story = {
  decorators: [whileSwitchingTo('hi')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The same in the top bar on a phone: the spinner beside the name's start. */
export const SwitchingOnAPhone: Story = {
  ...Switching,
  args: { compact: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'हिं' })).toHaveAttribute('aria-busy', 'true');
  },
};
