// The Session toolbar and `parameters.session`: sign in through the real login call (so the mock
// backend holds a real session and the cookie is set as in the app), or sign out through logout.
import { logout } from '../src/api/auth';
import {
  DRAFT_KEY_PREFIX,
  SESSION_ENDED_KEY,
  STORED_USER_KEY,
  THEME_KEY,
} from '../src/lib/storage-keys';
import { loginAs } from '../src/testing/session';
import type { SessionChoice } from '../src/testing/storybook';
import { SEED } from '../mocks/seed';

export function sessionFor(toolbar: unknown, forced: unknown): SessionChoice {
  if (forced === 'signed-in' || forced === 'signed-out' || typeof forced === 'number')
    return forced;
  return toolbar === 'signed-out' ? 'signed-out' : 'signed-in';
}

/**
 * Forgets what the previous story left in the app's storage keys. Only the app's own keys: the
 * preview shares localStorage with Storybook's manager, whose settings must survive.
 */
function clearAppStorage() {
  for (const key of Object.keys(localStorage)) {
    if (key === STORED_USER_KEY || key === THEME_KEY || key.startsWith(DRAFT_KEY_PREFIX)) {
      localStorage.removeItem(key);
    }
  }
  sessionStorage.removeItem(SESSION_ENDED_KEY);
}

export async function applySession(choice: SessionChoice): Promise<void> {
  clearAppStorage();
  if (choice === 'signed-out') {
    // The db was just reset, so no session survives; logout also clears the stale cookie.
    await logout().catch(() => undefined);
    return;
  }
  await loginAs(choice === 'signed-in' ? SEED.demoUserId : choice);
}
