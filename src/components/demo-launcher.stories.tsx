import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onOpenDemoControls } from '../lib/demo-controls-events';
import { DockedDemoLauncher } from './demo-launcher';

const meta = {
  title: 'Components/Demo launcher',
  component: DockedDemoLauncher,
} satisfies Meta<typeof DockedDemoLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo controls' button as the top bar and the landing header hold it (mock builds only). */
export const Docked: Story = {
  play: async ({ canvas, userEvent }) => {
    const opened = fn();
    const stop = onOpenDemoControls(opened);
    const button = canvas.getByRole('button', { name: 'Demo controls' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    stop();
    await expect(opened).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { ...Docked, globals: { theme: 'dark' } };
