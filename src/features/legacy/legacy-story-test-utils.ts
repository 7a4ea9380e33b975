// What the older screens' stories share: the wait for lazy screens, and the states every older
// screen has in the same way. The meta stays written out in each file: Storybook reads it as
// written, and a computed `parameters` there is not applied.
import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { signedOutRedirect } from '../../testing/storybook';

export const WAIT = { timeout: 15_000 };

/** Inside the shell: a visitor is sent to sign in first and never sees the older screen. */
export const signedOutPlay =
  (screenName: string): StoryObj['play'] =>
  async (context) => {
    await signedOutRedirect.play(context);
    await expect(
      context.canvas.queryByRole('link', { name: `Go to the current ${screenName}` }),
    ).toBeNull();
  };

/** The older home screens keep their one-line empty feed (docs/product.md#older-variants). */
export const emptyFeedStory: StoryObj = {
  parameters: {
    msw: { handlers: { listPosts: http.get('/api/posts', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'No posts yet. Be the first to share a concern!' },
        WAIT,
      ),
    ).toBeVisible();
  },
};
