// The rules on a memory router. Across page loads they are shown in a browser
// (e2e/resident.spec.ts).
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../api/types';
import { startPageOf } from '../../lib/start-page';
import { skipOtherPeoplesPages } from './other-peoples-pages';
import { storeUser } from './stored-user';

const PAGES = ['/', '/login', '/home', '/posts/:id', '/profile/:id', '/explore', '/care'];
const person = (id: number, careTeam: object | null = null) =>
  ({ id, fullName: `Person ${id}`, username: `person${id}`, careTeam }) as unknown as User;
const aarav = person(1);
const priya = person(2);
const manager = person(9, { societyId: 1 });

let stop = () => {};
afterEach(() => stop());

/** A phone on `/home`, the skipping started as the app starts it, `signedIn` signed in. */
function phone(signedIn: User | null): DataRouter {
  storeUser(signedIn);
  const router = createMemoryRouter(
    PAGES.map((path) => ({ path, element: null })),
    { initialEntries: ['/home'] },
  );
  stop = skipOtherPeoplesPages(router);
  return router;
}

const at = (router: DataRouter) => router.state.location.pathname;
/** A navigation, and whatever the skipping does after it. */
async function go(router: DataRouter, to: string | number, replace = false) {
  await (typeof to === 'number' ? router.navigate(to) : router.navigate(to, { replace }));
  await new Promise((done) => setTimeout(done, 0));
}

/** Aarav reads two pages and leaves; `next` signs in on the login page (null: nobody). */
async function handOver(router: DataRouter, next: User | null) {
  await go(router, '/posts/57');
  await go(router, '/profile/3');
  storeUser(null);
  await go(router, '/login', true);
  if (next) {
    storeUser(next);
    await go(router, startPageOf(next), true);
  }
}

describe("Back on someone else's page", () => {
  it('shows the one signed in now their own start page instead', async () => {
    const router = phone(aarav);
    await handOver(router, manager);
    await go(router, -1);
    expect(at(router)).toBe('/care');
  });

  it('shows a visitor the landing page', async () => {
    const router = phone(aarav);
    await handOver(router, null);
    await go(router, -1);
    expect(at(router)).toBe('/');
  });

  it('holds however the first one left: signed out by the server, in another tab', async () => {
    const router = phone(aarav);
    await go(router, '/posts/57');
    await go(router, '/profile/3');
    // No logout here: the stored user changes under the page, as a 401 or another tab does.
    storeUser(priya);
    await go(router, '/explore');
    // The profile was on her screen already; the post before it was not.
    await go(router, -1);
    expect(at(router)).toBe('/profile/3');
    await go(router, -1);
    expect(at(router)).toBe('/home');
  });

  it("keeps Back through the new resident's own pages", async () => {
    const router = phone(aarav);
    await handOver(router, priya);
    await go(router, '/explore');
    await go(router, '/posts/8');
    await go(router, -1);
    expect(at(router)).toBe('/explore');
    await go(router, -1);
    expect(at(router)).toBe('/home');
  });

  it('keeps Back through their own pages for one who signs in again', async () => {
    const router = phone(aarav);
    await handOver(router, aarav);
    // The profile he logged out on became the login page, then his start page.
    await go(router, -1);
    expect(at(router)).toBe('/posts/57');
    await go(router, -1);
    expect(at(router)).toBe('/home');
  });

  it('counts a page someone signed in on as theirs once they move on from it', async () => {
    const router = phone(aarav);
    await go(router, '/posts/57');
    // The demo's panel signs Priya in on Aarav's page; she reads it, then opens another.
    storeUser(priya);
    await go(router, '/explore');
    await go(router, -1);
    expect(at(router)).toBe('/posts/57');
  });

  it('changes nothing for one resident alone', async () => {
    const router = phone(aarav);
    await go(router, '/posts/57');
    await go(router, '/profile/3');
    await go(router, -1);
    expect(at(router)).toBe('/posts/57');
    await go(router, 1);
    expect(at(router)).toBe('/profile/3');
  });
});

describe('a page load the browser kept whole', () => {
  const leave = () => dispatchEvent(new Event('pagehide'));
  const comeBack = (persisted: boolean) =>
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

  it('is loaded afresh when someone else has signed in since it was left', () => {
    storeUser(aarav);
    const reload = vi.fn();
    stop = skipOtherPeoplesPages(createMemoryRouter([{ path: '/', element: null }]), reload);
    leave();
    storeUser(manager);
    comeBack(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is kept for the same person, and a fresh load is left alone', () => {
    storeUser(aarav);
    const reload = vi.fn();
    stop = skipOtherPeoplesPages(createMemoryRouter([{ path: '/', element: null }]), reload);
    leave();
    comeBack(true);
    storeUser(null);
    leave();
    storeUser(priya);
    comeBack(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
