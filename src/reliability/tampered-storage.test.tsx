// Tampered browser storage: corrupt or hostile `user`, `theme`, drafts and mock-db snapshots each
// end in a clean state (the value dropped or ignored, the app usable), never a crash.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { SNAPSHOT_VERSION, takeSnapshot } from '../../mocks/persist';
import { resetDb } from '../../mocks/reset-db';
import { LOCAL_STORAGE_SNAPSHOT_KEY } from '../../mocks/saved-world';
import { indexedDbWorldStorage } from '../../mocks/world-storage';
import { SEED } from '../../mocks/seed';
import { commentDraftKey } from '../features/comments';
import { postDraftKey } from '../features/composer';
import { STORED_USER_KEY, THEME_KEY } from '../lib/storage-keys';
import { renderApp } from '../testing/render-app';
import { expectNoCrash } from '../testing/screen-faults';
import { loginAs } from '../testing/session';
import { openTestWorld, withFakeIndexedDb } from '../testing/fake-indexed-db';
import { expectSafeDom, XSS_PAYLOADS } from '../testing/xss';

const SLOW = { timeout: 30_000 };
// The seed's times (createdAt, a concern's statusSince and reopenedAt) follow the clock: compare
// everything else.
// Seeded relative to now: the report outcomes' times (issue 32) too.
const TIME_KEYS = new Set(['createdAt', 'statusSince', 'reopenedAt', 'removedAt', 'decidedAt']);
const withoutTimes = () =>
  JSON.stringify(takeSnapshot().models, (key, value: unknown) =>
    TIME_KEYS.has(key) ? undefined : value,
  );
const polluted = () => (({}) as Record<string, unknown>).polluted;

describe('tampered storage', { timeout: 120_000 }, () => {
  it('a corrupt or forged stored user ends signed out on /login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const forged = [
      '{not json',
      'null',
      '[1,2,3]',
      JSON.stringify({ id: '1', fullName: 'Aarav', username: 'aarav' }),
      '{"__proto__":{"polluted":true},"id":1}',
      // Well-formed but with no session behind it, and a hostile name: the server's 401 signs out.
      JSON.stringify({ id: SEED.demoUserId, fullName: XSS_PAYLOADS[0], username: 'x' }),
    ];
    for (const value of forged) {
      localStorage.setItem(STORED_USER_KEY, value);
      const { router, unmount } = renderApp('/home');
      await waitFor(() => expect(router.state.location.pathname, value).toBe('/login'), SLOW);
      expect(await screen.findByRole('heading', { name: 'Sign in' }, SLOW)).toBeVisible();
      await waitFor(() => expect(localStorage.getItem(STORED_USER_KEY), value).toBeNull(), SLOW);
      expect(polluted()).toBeUndefined();
      expectSafeDom();
      expectNoCrash();
      unmount();
    }
  });

  it('an unknown or hostile theme value falls back to light', async () => {
    for (const value of ['purple', '"><script>window.__xss=1</script>', '', '{"dark":true}']) {
      localStorage.setItem(THEME_KEY, value);
      const { unmount } = renderApp('/login');
      expect(await screen.findByRole('heading', { name: 'Sign in' }, SLOW)).toBeVisible();
      expect(document.documentElement.dataset.theme, value).toBe('light');
      expectSafeDom();
      unmount();
    }
  });

  it('corrupt drafts are dropped and hostile ones shown as plain text', async () => {
    await loginAs(SEED.demoUserId);
    localStorage.setItem(postDraftKey(SEED.demoUserId, 'feed'), '{"content": 42, "scope": {}}');
    localStorage.setItem(commentDraftKey(SEED.demoUserId, SEED.othersPostId), '{broken');
    const feed = renderApp('/home');
    const box = await screen.findByRole('textbox', { name: 'Share a concern or update' }, SLOW);
    expect(box).toHaveValue('');
    expect(localStorage.getItem(postDraftKey(SEED.demoUserId, 'feed'))).toBeNull();
    feed.unmount();

    const payload = XSS_PAYLOADS.slice(0, 6).join(' ');
    localStorage.setItem(
      commentDraftKey(SEED.demoUserId, SEED.othersPostId),
      JSON.stringify({ content: payload }),
    );
    renderApp(`/posts/${SEED.othersPostId}`);
    expect(await screen.findByRole('textbox', { name: 'Write a comment' }, SLOW)).toHaveValue(
      payload,
    );
    expectSafeDom();
    expectNoCrash();
  });
});

describe('a tampered saved demo world', () => {
  withFakeIndexedDb();

  it('a corrupt or hostile localStorage world is set aside for the seed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetDb();
    const seed = withoutTimes();
    const good = takeSnapshot();
    const hostile: unknown[] = [
      '{not json',
      '"a string"',
      { ...good, version: SNAPSHOT_VERSION + 1 },
      { ...good, models: { ...good.models, post: 'all of them' } },
      { ...good, models: { ...good.models, user: [{ id: 'x' }] } },
      { ...good, models: { ...good.models, like: [...good.models.like, good.models.like[0]] } },
      JSON.parse(`{"version":${SNAPSHOT_VERSION},"models":{"__proto__":{"polluted":true}}}`),
      { ...good, models: { ...good.models, user: [{ ...good.models.user[0], isAdmin: true }] } },
    ];
    for (const value of hostile) {
      db.post.deleteMany({ where: {} });
      await indexedDbWorldStorage().clear();
      localStorage.setItem(
        LOCAL_STORAGE_SNAPSHOT_KEY,
        typeof value === 'string' ? value : JSON.stringify(value),
      );
      expect(await openTestWorld().load()).toBe('seeded');
      expect(withoutTimes()).toBe(seed);
      expect(polluted()).toBeUndefined();
    }
  });
});
