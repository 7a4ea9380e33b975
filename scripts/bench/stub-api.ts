// The real-backend build has no mock worker: its /api calls are answered here, in Node, by the same
// handlers (beside the files, through the bench server's /api), so the app renders real data as it
// would against a backend.
import { getResponse } from 'msw';
import type { BrowserContext } from 'playwright-core';
import { handlerList } from '../../mocks/handlers/index.ts';
import { resetDb } from '../../mocks/reset-db.ts';
import { DEMO_CREDENTIALS } from '../../src/lib/demo.ts';
import { STORED_USER_KEY } from '../../src/lib/storage-keys.ts';
import type { Backend } from './server.ts';

export function freshBackend(): void {
  resetDb();
}

/**
 * The mock backend's handlers as a backend beside the app: what a request under /api gets from
 * them, in Node (a 404 when no handler takes it).
 */
export const answerWithHandlers: Backend = async (request) => {
  const response = await getResponse(handlerList, request, {
    baseUrl: new URL(request.url).origin,
  });
  return response ?? Response.json({ message: 'Not found' }, { status: 404 });
};

export type Credentials = { email: string; password: string };

/**
 * Signs the demo resident (or whoever `credentials` name) in through the Node handlers (the db as
 * it is now): the session token and the user as the login call returns it (JSON text, what the app
 * stores).
 */
export async function handlerSignIn(
  origin: string,
  credentials: Credentials = DEMO_CREDENTIALS,
): Promise<{ token: string; user: string }> {
  const response = await answerWithHandlers(
    new Request(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    }),
  );
  if (!response.ok) throw new Error(`handler sign-in failed: ${response.status}`);
  const token = /vc_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('handler sign-in set no session cookie');
  return { token, user: await response.text() };
}

/** Signs the demo resident in against the Node handlers: the session cookie and the stored user. */
export async function signInStub(context: BrowserContext, origin: string): Promise<void> {
  const { token, user } = await handlerSignIn(origin);
  await context.addCookies([{ name: 'vc_session', value: token, url: origin }]);
  await context.addInitScript(([key, stored]) => localStorage.setItem(key, stored), [
    STORED_USER_KEY,
    user,
  ] as const);
}
