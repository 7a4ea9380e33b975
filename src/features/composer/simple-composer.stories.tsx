import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { SimpleComposer } from './simple-composer';

/** The simple composer of the older home screens (docs/product.md#composer). */
const meta = {
  title: 'Features/Composer/SimpleComposer',
  component: SimpleComposer,
} satisfies Meta<typeof SimpleComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('textbox', { name: 'Share a concern or update' });

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await box(canvas)).toHaveAttribute('rows', '2');
    await expect(canvas.getByText('280 characters left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await box(canvas));
    await expect(await box(canvas)).toHaveAttribute('rows', '4');
    await expect(canvas.getByRole('button', { name: 'Mention someone' })).toBeVisible();
  },
};

/** Past 280 the counter goes negative in red, and Post still works. */
export const OverTheCount: Story = {
  play: async ({ canvas }) => {
    const area = await box(canvas);
    await userEvent.click(area);
    await userEvent.paste('Long update '.repeat(25));
    await expect(canvas.getByText('-20 characters left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

export const Posting: Story = {
  parameters: { msw: { handlers: { createPost: pendingForever('post', '/api/posts') } } },
  play: async ({ canvas }) => {
    await userEvent.type(await box(canvas), 'Gate 2 lights are out');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await canvas.findByRole('button', { name: 'Posting...' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: { createPost: failsWith('post', '/api/posts', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await box(canvas), 'Gate 2 lights are out');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    // The text stays for another try.
    await expect(await box(canvas)).toHaveValue('Gate 2 lights are out');
  },
};

export const Dark: Story = { ...Focused, globals: { theme: 'dark' } };
