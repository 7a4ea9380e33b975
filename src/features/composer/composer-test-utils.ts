// What the composer suites share: the feed with its composer, and its toasts.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { preload, preloadFeed } from '../../testing/preload';
import { renderApp, type RenderOptions } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preloadFeed();
// The schema check is a chunk of its own that the composer asks for on focus: compiled up front.
preload(() => import('./post-validation'));

// The composer is a lazy chunk: its first import compiles on demand, slow on a busy machine.
const SLOW = { timeout: 20_000 };

export const composerBox = () =>
  screen.findByRole('textbox', { name: 'Share a concern or update' }, SLOW);

export const composerRegion = () => screen.findByRole('region', { name: 'Create a post' }, SLOW);

/**
 * The feed's composer started: the text area clicked, which shows the form below it (post type,
 * scope, attachments, Post), and the society options arrived (typing before them would race the
 * first choice). The text area keeps the focus.
 */
export async function startFeedComposer(user: { click: (element: Element) => Promise<void> }) {
  const region = await composerRegion();
  const box = within(region).getByRole('textbox', { name: 'Share a concern or update' });
  await user.click(box);
  await within(region).findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, SLOW);
  return { region, box };
}

/**
 * The demo user's /home with its composer ready and focused, the society list loaded and chosen,
 * and the post type chosen: an update (a post as the documented contract has it) unless a concern is asked for.
 */
export async function openFeedComposer(
  path = '/home',
  kind: 'update' | 'concern' = 'update',
  options: RenderOptions = {},
) {
  await loginAs(SEED.demoUserId);
  const app = renderApp(path, options);
  const { region, box } = await startFeedComposer(app.user);
  if (kind === 'update')
    await app.user.click(within(region).getByRole('radio', { name: 'Update' }));
  return { ...app, box, region };
}

export const postButton = (region: HTMLElement) =>
  within(region).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ });

/**
 * A toast with this title and text. Checked the moment it shows: on a busy machine the re-render
 * after a post can outlast the toast's few seconds on screen.
 */
export async function expectToast(title: string, description: string) {
  await waitFor(() => {
    const text = screen.getByText(description);
    expect(text.parentElement).toHaveTextContent(`${title}${description}`);
  });
}
