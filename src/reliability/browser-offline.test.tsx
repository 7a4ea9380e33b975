// A phone that reports itself offline (navigator.onLine false, a train's tunnel) still sends what
// the resident asks for: the answer, or the failure, is what they see. React Query would otherwise
// hold the call back until the phone is online again, saying nothing meanwhile.
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { SEED } from '../../mocks/seed';
import { expectToast, openFeedComposer } from '../features/composer/composer-test-utils';
import { preloadFeed } from '../testing/preload';
import { renderApp } from '../testing/render-app';
import { SLOW } from '../testing/screen-faults';
import { loginAs } from '../testing/session';

preloadFeed();
const postsWith = (content: string) =>
  db.post.findMany({ where: { content: { equals: content } } });

describe('while the browser says it is offline', { timeout: 60_000 }, () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a post, and says so when it cannot reach the server, the draft kept', async () => {
    const { user, box, region } = await openFeedComposer();
    onlineManager.setOnline(false);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.post('/api/posts', () => HttpResponse.error(), { once: true }));
    await user.type(box, 'The gate light is out');
    await user.click(within(region).getByRole('button', { name: 'Post' }));
    await expectToast('Error', 'Failed to create post');
    // The failure's own words do not name the connection: the toast adds it.
    expect(
      screen.getByText('You seem to be offline. Check your connection and try again.'),
    ).toBeInTheDocument();
    offline.mockRestore();
    expect(box).toHaveValue('The gate light is out');
    expect(within(region).getByRole('button', { name: 'Post' })).toBeEnabled();
    // Pressed again, with a server that answers (the demo's worker in the page), it is posted.
    await user.click(within(region).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postsWith('The gate light is out')).toHaveLength(1));
  });

  it('loads a page opened meanwhile, or shows its error, not a skeleton that waits', async () => {
    await loginAs(SEED.demoUserId);
    onlineManager.setOnline(false);
    renderApp('/notifications');
    expect(await screen.findAllByRole('link', { name: /Is this fixed\?/ }, SLOW)).not.toHaveLength(
      0,
    );
  });
});
