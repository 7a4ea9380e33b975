// The real-backend build has no mock worker: its /api calls are answered here, in Node, by the same
// handlers (route interception, or the bench server's /api), so the app renders real data as it
// would against a backend.
import { getResponse } from 'msw';
import type { BrowserContext, Route } from 'playwright-core';
import { handlerList } from '../../mocks/handlers/index.ts';
import { resetDb } from '../../mocks/reset-db.ts';
import { DEMO_CREDENTIALS } from '../../src/lib/demo.ts';
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

async function answer(route: Route): Promise<void> {
  const request = route.request();
  const body = request.postDataBuffer();
  const response = await answerWithHandlers(
    new Request(request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: body && request.method() !== 'GET' ? new Uint8Array(body) : undefined,
    }),
  );
  const headers = Object.fromEntries(response.headers);
  // Playwright takes several cookies as one value, a line each.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n');
  await route.fulfill({
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  });
}

export async function stubApi(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', answer);
}

/**
 * Signs the demo resident (or whoever `credentials` name) in through the Node handlers (the db as
 * it is now): the session token and the user as the login call returns it (JSON text, what the app
 * stores).
 */
export async function handlerSignIn(
  origin: string,
  credentials: { email: string; password: string } = DEMO_CREDENTIALS,
): Promise<{ token: string; user: string }> {
  const response = await getResponse(
    handlerList,
    new Request(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    }),
    { baseUrl: origin },
  );
  if (!response?.ok) throw new Error(`handler sign-in failed: ${response?.status}`);
  const token = /vc_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('handler sign-in set no session cookie');
  return { token, user: await response.text() };
}

/** Signs the demo resident in against the Node handlers: the session cookie and the stored user. */
export async function signInStub(context: BrowserContext, origin: string): Promise<void> {
  const { token, user } = await handlerSignIn(origin);
  await context.addCookies([{ name: 'vc_session', value: token, url: origin }]);
  await context.addInitScript((stored) => localStorage.setItem('user', stored), user);
}
