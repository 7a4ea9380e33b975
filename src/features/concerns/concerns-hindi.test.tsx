// A concern's post page in Hindi (issue 33, docs/i18n.md): the clock, the author's question and the
// timeline read in Hindi; the post and the names stay as written; times read in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { makeConcern } from '../../testing/concerns';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

describe('a concern on its post page, in Hindi', { timeout: 60_000 }, () => {
  it('asks its author in Hindi, with the status, clock and timeline in Hindi', async () => {
    const postId = makeConcern(SEED.demoPostId, { category: 'water', status: 'resolved' });
    const content = db.post.findFirst({ where: { id: { equals: postId } } })!.content;
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp(`/posts/${postId}`);

    const clock = await screen.findByRole('region', { name: 'जवाब की समय-सीमा' }, SLOW);
    expect(within(clock).getByText('स्टेटस')).toBeVisible();
    expect(within(clock).getByText(/से हल हो गई$/)).toBeVisible();

    const ask = screen.getByRole('region', { name: 'क्या समस्या ठीक हो गई?' });
    expect(within(ask).getByRole('button', { name: 'हाँ, बंद करें' })).toBeVisible();
    expect(within(ask).getByRole('button', { name: 'नहीं, फिर से खोलें' })).toBeVisible();
    expect(within(ask).getByRole('group', { name: 'आपकी रेटिंग (ज़रूरी नहीं)' })).toBeVisible();

    // The post, as its author wrote it; the status on its card in Hindi.
    expect(screen.getByRole('main')).toHaveTextContent(content.slice(0, 60));
    expect(screen.getAllByText('हल हो गई').length).toBeGreaterThan(0);

    const timeline = await screen.findByRole('region', { name: 'टाइमलाइन' }, SLOW);
    expect(
      await within(timeline).findByText('Aarav Mehta ने यह समस्या दर्ज की', {}, SLOW),
    ).toBeVisible();
    const times = within(timeline).getAllByText(/पहले$/, { selector: 'time' });
    expect(times.length).toBeGreaterThan(0);
    expect(screen.queryByText('Response clock')).toBeNull();
  });
});
