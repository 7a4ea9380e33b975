import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../api/types';
import { rememberSignOutInHistory, skipPagesBeforeSignOut } from './back-after-sign-out';
import { storeUser } from './stored-user';

const PAGES = ['/', '/login', '/home', '/posts/:id', '/profile/:id', '/explore', '/care'];
const person = { fullName: 'Someone', username: 'someone' };
const resident = { ...person, id: 2, careTeam: null } as unknown as User;
const manager = { ...person, id: 9, careTeam: { societyId: 1 } } as unknown as User;

let stop = () => {};
afterEach(() => stop());

/** A router on `/home` with the skipping started, as the app starts it. */
function phone(): DataRouter {
  const router = createMemoryRouter(
    PAGES.map((path) => ({ path, element: null })),
    { initialEntries: ['/home'] },
  );
  stop = skipPagesBeforeSignOut(router);
  return router;
}

const at = (router: DataRouter) => router.state.location.pathname;
/** The router's answer to a navigation, and what the skipping does after it. */
async function go(router: DataRouter, to: string | number, replace = false) {
  await (typeof to === 'number' ? router.navigate(to) : router.navigate(to, { replace }));
  await new Promise((done) => setTimeout(done, 0));
}

/** The first resident reads two pages and logs out; the next one signs in on the login page. */
async function handOver(router: DataRouter, next: User | null) {
  storeUser(resident);
  await go(router, '/posts/57');
  await go(router, '/profile/3');
  rememberSignOutInHistory();
  storeUser(null);
  await go(router, '/login', true);
  if (next) {
    storeUser(next);
    await go(router, next.careTeam ? '/care' : '/home', true);
  }
}

describe('Back after a logout', () => {
  it("skips the leaving resident's pages: the next one's Back shows their own start page", async () => {
    const router = phone();
    await handOver(router, manager);
    await go(router, -1);
    expect(at(router)).toBe('/care');
  });

  it('takes a visitor to the landing page', async () => {
    const router = phone();
    await handOver(router, null);
    await go(router, -1);
    expect(at(router)).toBe('/');
  });

  it("keeps Back through the new resident's own pages", async () => {
    const router = phone();
    await handOver(router, resident);
    await go(router, '/explore');
    await go(router, '/posts/8');
    await go(router, -1);
    expect(at(router)).toBe('/explore');
    await go(router, -1);
    expect(at(router)).toBe('/home');
  });

  it('changes nothing without a logout', async () => {
    const router = phone();
    storeUser(resident);
    await go(router, '/posts/57');
    await go(router, '/profile/3');
    await go(router, -1);
    expect(at(router)).toBe('/posts/57');
    await go(router, -1);
    expect(at(router)).toBe('/home');
  });
});
