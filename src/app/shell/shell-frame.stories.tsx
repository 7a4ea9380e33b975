import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeedFrame } from './shell-frame';

/**
 * What a signed-in resident opening the feed sees before the app has loaded: prerendered into the
 * page (src/prerender/feed-shell.tsx), in their theme, until the app's first render replaces it.
 */
const meta = {
  title: 'Shell/FeedFrame',
  component: FeedFrame,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    // Outlines only: no words to read out, nothing to press, no text or image to paint.
    await expect(frame.textContent).toBe('');
    await expect(frame.querySelectorAll('a, button, input, svg, img')).toHaveLength(0);
  },
} satisfies Meta<typeof FeedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const DesktopDark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const MobileDark: Story = { globals: { viewport: { value: 'mobile' }, theme: 'dark' } };
