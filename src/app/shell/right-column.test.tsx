// The right column (trends, people to follow, stats) is not part of the first screen: its code and
// its data are asked for once the screen's own data has painted, or after a short wait when that
// data is slow.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { findFeedArticles } from '../../testing/feed';
import { preloadFeed } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

// The column is display: none below its media query, which jsdom does not apply: found by text.
const TRENDS = 'Trending in Your City';
const trends = () => screen.queryByText(TRENDS);

// Compiled ahead: the check below must come well inside the column's 2 s wait.
preloadFeed();

describe('the right column', () => {
  it('waits until the feed has painted its posts', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then passed on to the mock backend's own handler.
    server.use(http.get('/api/posts', async () => void (await held)));
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    // The feed screen is on screen (its composer): a column mounted with the shell would be too.
    await screen.findByRole('textbox', { name: 'Share a concern or update' }, { timeout: 10_000 });
    expect(trends()).toBeNull();

    release();
    await findFeedArticles();
    expect(await screen.findByText(TRENDS)).toBeInTheDocument();
  });

  it('shows after a short wait when the posts do not come', async () => {
    server.use(http.get('/api/posts', () => new Promise<never>(() => {})));
    await loginAs(SEED.demoUserId);
    renderApp('/home');
    await new Promise((done) => setTimeout(done, 500));
    expect(trends()).toBeNull();
    expect(await screen.findByText(TRENDS, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
