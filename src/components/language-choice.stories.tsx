import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { whileSwitchingTo } from '../testing/storybook';
import { LanguageChoice } from './language-choice';

const meta = {
  title: 'Components/LanguageChoice',
  component: LanguageChoice,
  parameters: { router: 'none' },
} satisfies Meta<typeof LanguageChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settings' choice of language: each language named in itself; the legend follows the choice. */
export const Chooses: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'हिंदी' }));
    expect(await canvas.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('hi-IN'));
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    expect(await canvas.findByRole('group', { name: 'Language' })).toBeInTheDocument();
  },
};

/** Chosen with the toolbar's Language set to हिंदी. */
export const InHindi: Story = { globals: { language: 'hi' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Hindi chosen, its catalogue still on its way: the choice shows at once, the group is busy. */
export const Switching: Story = {
  decorators: [whileSwitchingTo('hi')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'हिंदी' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Language' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
