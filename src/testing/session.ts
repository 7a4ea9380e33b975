// Signing in for tests goes through the real login call, so the session cookie is set exactly as
// in the browser and the stored user is what the app itself would have stored.
import type { User } from '../api/types';
import { login } from '../api/auth';
import { findUser } from '../../mocks/store';
import { STORED_USER_KEY } from '../lib/storage-keys';
import { beginSession } from '../lib/session-events';

export async function loginAs(userId: number): Promise<User> {
  const record = findUser(userId);
  if (!record) throw new Error(`No seeded user ${userId}`);
  const user = await login({ email: record.email, password: record.password });
  beginSession();
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
  return user;
}
