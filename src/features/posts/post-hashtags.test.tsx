// A post's tags in any script link to their Explore view, which asks the server for that tag.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { createdPost } from '../../testing/created-post';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };
const WATER = 'पानी';

describe('hashtags in a post', { timeout: 60_000 }, () => {
  it('links #पानी and #WaterSupply to their Explore views; #पानी shows the post', async () => {
    await loginAs(SEED.demoUserId);
    const post = await createdPost({
      content: `टंकी खाली है #${WATER} #WaterSupply`,
      authorId: SEED.demoUserId,
    });
    const { user } = renderApp(`/posts/${post.id}`);
    const card = await screen.findByRole('article', {}, SLOW);

    const water = within(card).getByRole('link', { name: `#${WATER}` });
    expect(water).toHaveAttribute('href', `/explore?tag=${encodeURIComponent(WATER)}`);
    expect(water.getAttribute('href')).toBe('/explore?tag=%E0%A4%AA%E0%A4%BE%E0%A4%A8%E0%A5%80');
    expect(within(card).getByRole('link', { name: '#WaterSupply' })).toHaveAttribute(
      'href',
      '/explore?tag=WaterSupply',
    );

    const calls = recordRequests({ method: 'GET', path: '/api/posts' });
    await user.click(water);
    const section = await screen.findByRole('region', { name: `Posts tagged #${WATER}` }, SLOW);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByRole('article')).toHaveTextContent('टंकी खाली है');
    expect(calls.map((call) => call.params.get('hashtag'))).toContain(WATER);
  });
});
