import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { sessionKeys } from '../../api/auth';
import type { User } from '../../api/types';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { recordRequests } from '../../testing/record-requests';
import { renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { useAuth } from './auth-context';

/** Every user object the provider hands out, one per render. */
function renderUserProbe() {
  const seen: (User | null)[] = [];
  function Probe() {
    seen.push(useAuth().user);
    return null;
  }
  return { seen, ...renderWithProviders(<Probe />) };
}

// The provider confirms the stored user with GET /api/auth/session on load; every screen of the
// signed-in app reads the user, so a new object for the same user renders them all again.
describe('the signed-in user on load', () => {
  it('stays the stored object when the session answers the same user', async () => {
    await loginAs(SEED.demoUserId);
    const sessions = recordRequests({ method: 'GET', path: '/api/auth/session' });
    const { seen, queryClient } = renderUserProbe();
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.current)).toBeDefined());

    expect(sessions).toHaveLength(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatchObject({ id: SEED.demoUserId });
  });

  it("becomes the session's copy when the user changed elsewhere, and is stored", async () => {
    const stored = await loginAs(SEED.demoUserId);
    db.user.update({
      where: { id: { equals: stored.id } },
      data: { bio: 'Changed on another device' },
    });
    const { seen } = renderUserProbe();

    await waitFor(() => expect(seen.at(-1)?.bio).toBe('Changed on another device'));
    expect(seen[0]?.bio).toBe(stored.bio);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY)!)).toMatchObject({
      id: stored.id,
      bio: 'Changed on another device',
    });
  });
});
