import { afterEach, describe, expect, it } from 'vitest';
import {
  bootApp,
  FEED_PAGES,
  hasLandingShell,
  landingShellId,
  pageBelowBase,
  type BootOptions,
} from './boot-app';

const OPTIONS: BootOptions = {
  base: '/',
  pages: ['', 'landing', 'public-home'],
  scripts: ['/assets/libraries.js', '/assets/index.js'],
  preloads: ['/assets/framework.js'],
  landingPreloads: ['/assets/landing-screen.js'],
  feedPages: FEED_PAGES,
  feedPreloads: ['/assets/app-shell.js', '/assets/feed-screen.js'],
  userKey: 'user',
  themeKey: 'theme',
};

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  for (const theme of ['light', 'dark']) {
    const template = document.createElement('template');
    template.id = landingShellId(theme);
    template.innerHTML = `<style data-prerendered-style></style><h1>${theme} landing</h1>`;
    document.body.append(template);
  }
  return document.getElementById('root')!;
}

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script[type=module]')].map((s) =>
    s.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  ),
});
const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
const afterPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 5)));

afterEach(() => {
  document.head
    .querySelectorAll('script[type=module], link[rel=modulepreload]')
    .forEach((e) => e.remove());
  window.history.replaceState(null, '', '/');
});

describe('bootApp', () => {
  it('shows a visitor the prerendered landing, then requests the app after that paint', async () => {
    const root = page('/');
    bootApp(OPTIONS);
    expect(requested().scripts).toEqual([]);
    parsed();
    expect(root.querySelector('h1')).toHaveTextContent('light landing');
    expect(hasLandingShell(root)).toBe(true);
    await afterPaint();
    expect(requested()).toEqual({
      scripts: OPTIONS.scripts,
      preloads: ['/assets/framework.js', '/assets/landing-screen.js'],
    });
  });

  it('uses the dark landing when the stored theme is dark, on every landing path', async () => {
    localStorage.setItem('theme', 'dark');
    for (const path of ['/landing', '/public-home/']) {
      const root = page(path);
      bootApp(OPTIONS);
      parsed();
      expect(root).toHaveTextContent('dark landing');
    }
  });

  it('requests the app at once, with no shell, for other pages and for a signed-in resident', () => {
    const feed = ['/assets/framework.js', '/assets/app-shell.js', '/assets/feed-screen.js'];
    for (const [path, user, preloads] of [
      ['/home', null, ['/assets/framework.js']],
      ['/login', null, ['/assets/framework.js']],
      ['/', '{"id":1}', feed],
      ['/home/', '{"id":1}', feed],
      ['/groups', '{"id":1}', ['/assets/framework.js']],
    ] as const) {
      if (user) localStorage.setItem('user', user);
      const root = page(path);
      bootApp(OPTIONS);
      // A signed-in resident opening the feed gets its screen with the entry, a visitor never.
      expect(requested()).toEqual({ scripts: OPTIONS.scripts, preloads });
      parsed();
      expect(root).toBeEmptyDOMElement();
      expect(hasLandingShell(root)).toBe(false);
      document.head
        .querySelectorAll('script[type=module], link[rel=modulepreload]')
        .forEach((e) => e.remove());
    }
  });

  it('reads its paths below the base of a sub-path build', () => {
    const root = page('/sub/path/');
    bootApp({ ...OPTIONS, base: '/sub/path/' });
    parsed();
    expect(root).toHaveTextContent('light landing');
  });
});

describe('pageBelowBase', () => {
  it('reads the page below the base as the boot script does, at the root and at a sub-path', () => {
    expect(pageBelowBase('/', '/')).toBe('');
    expect(pageBelowBase('/home', '/')).toBe('home');
    expect(pageBelowBase('/sub/path/', '/sub/path/')).toBe('');
    expect(pageBelowBase('/sub/path/home/', '/sub/path/')).toBe('home');
    // The app's first render waits for the feed's modules exactly where the boot script asks for
    // them: both read the page the same way.
    localStorage.setItem('user', '{"id":1}');
    for (const [path, base] of [
      ['/home/', '/'],
      ['/sub/path/', '/sub/path/'],
      ['/sub/path/home', '/sub/path/'],
      ['/sub/path/groups', '/sub/path/'],
    ] as const) {
      page(path);
      bootApp({ ...OPTIONS, base });
      const onFeed = requested().preloads.includes('/assets/feed-screen.js');
      expect(onFeed).toBe(FEED_PAGES.includes(pageBelowBase(path, base)));
      document.head.querySelectorAll('link[rel=modulepreload], script').forEach((e) => e.remove());
    }
  });
});
