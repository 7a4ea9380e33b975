import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLanguage, LANGUAGE_TAGS, LANGUAGES } from '../lib/i18n/languages';
import {
  bootApp,
  FEED_PAGES,
  feedShellId,
  hasLandingShell,
  landingShellId,
  landingStyleId,
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
  languageKey: 'lang',
  languageTags: LANGUAGE_TAGS,
};

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  // As the build writes them: each variant's markup is the text of an inert script.
  const addShell = (id: string, html: string) => {
    const holder = document.createElement('script');
    holder.type = 'text/html';
    holder.id = id;
    holder.textContent = html;
    document.body.append(holder);
  };
  for (const theme of ['light', 'dark']) {
    addShell(landingStyleId(theme), `<style data-prerendered-style>/* ${theme} */</style>`);
    for (const language of LANGUAGES) {
      const heading = `${language === 'en' ? '' : `${language} `}${theme} landing`;
      addShell(landingShellId(language, theme), `<h1>${heading}</h1>`);
    }
    addShell(feedShellId(theme), `<style>/* ${theme} feed */</style><p>${theme} feed</p>`);
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

afterEach(async () => {
  // A landing test's boot loads the app after the next paint: let it, before clearing the page.
  await afterPaint();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en-IN';
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
      expect(root.querySelector('h1')).toHaveTextContent('dark landing');
      expect(root.querySelector('style')).toHaveTextContent('/* dark */');
    }
  });

  it('requests the app at once for every other page, with the feed’s frame for a resident there', () => {
    const feed = ['/assets/framework.js', '/assets/app-shell.js', '/assets/feed-screen.js'];
    for (const [path, user, preloads, shown] of [
      ['/home', null, ['/assets/framework.js'], ''],
      ['/login', null, ['/assets/framework.js'], ''],
      ['/', '{"id":1}', feed, 'light feed'],
      ['/home/', '{"id":1}', feed, 'light feed'],
      ['/groups', '{"id":1}', ['/assets/framework.js'], ''],
    ] as const) {
      if (user) localStorage.setItem('user', user);
      const root = page(path);
      bootApp(OPTIONS);
      // A signed-in resident opening the feed gets its screen with the entry, a visitor never.
      expect(requested()).toEqual({ scripts: OPTIONS.scripts, preloads });
      expect(root).toBeEmptyDOMElement();
      parsed();
      // The frame (styles and markup) once the page is parsed; never the landing.
      expect(root).toHaveTextContent(shown);
      expect(root.children).toHaveLength(shown ? 2 : 0);
      expect(hasLandingShell(root)).toBe(false);
      expect(document.documentElement.lang).toBe('en-IN');
      document.head
        .querySelectorAll('script[type=module], link[rel=modulepreload]')
        .forEach((e) => e.remove());
    }
  });

  it('shows the feed’s frame in the stored theme, and never over the app', () => {
    localStorage.setItem('user', '{"id":1}');
    localStorage.setItem('theme', 'dark');
    let root = page('/home');
    bootApp(OPTIONS);
    parsed();
    expect(root).toHaveTextContent('dark feed');
    expect(root.querySelector('style')).toHaveTextContent('/* dark feed */');

    // Its code already at hand, the app rendered before the page was parsed: it stays alone.
    root = page('/home');
    bootApp(OPTIONS);
    root.innerHTML = '<main>the app</main>';
    parsed();
    expect(root.innerHTML).toBe('<main>the app</main>');
  });

  it('inserts the preloads a few per task, in order, after the scripts', async () => {
    localStorage.setItem('user', '{"id":1}');
    const many = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    page('/groups');
    bootApp({ ...OPTIONS, preloads: many });
    // The page's first task starts the scripts and the first few preloads only: each inserted
    // link costs the main thread, and thirty in one task made it long on a slow phone.
    expect(requested()).toEqual({ scripts: OPTIONS.scripts, preloads: many.slice(0, 4) });
    await new Promise((done) => setTimeout(done));
    expect(requested().preloads).toEqual(many.slice(0, 8));
    await new Promise((done) => setTimeout(done));
    expect(requested().preloads).toEqual(many);
    // The entry's scripts are asked for first: they come before every preload in <head>.
    const inserted = [
      ...document.head.querySelectorAll('script[type=module], link[rel=modulepreload]'),
    ];
    expect(inserted.map((element) => element.tagName)).toEqual([
      ...OPTIONS.scripts.map(() => 'SCRIPT'),
      ...many.map(() => 'LINK'),
    ]);
  });

  it('inserts every preload at once in a tab opened in the background', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    localStorage.setItem('user', '{"id":1}');
    const many = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    page('/groups');
    bootApp({ ...OPTIONS, preloads: many });
    expect(requested().preloads).toEqual(many);
  });

  it('shows the landing in the stored language, else in the browser’s, with <html lang>', () => {
    const browserSays = (languages: string[]) =>
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const shown = () => {
      const root = page('/');
      bootApp(OPTIONS);
      parsed();
      return [root.querySelector('h1')?.textContent, document.documentElement.lang];
    };
    browserSays(['hi-IN', 'en']);
    expect(shown()).toEqual(['hi light landing', 'hi-IN']);
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('lang', 'en');
    expect(shown()).toEqual(['dark landing', 'en-IN']);
    localStorage.setItem('lang', 'hi');
    browserSays(['en-US']);
    expect(shown()).toEqual(['hi dark landing', 'hi-IN']);
  });

  it('chooses the language as the app will (firstLanguage), so the app takes over in it', () => {
    const cases: Array<[string | null, string[]]> = [
      [null, []],
      [null, ['hi']],
      [null, ['en-US', 'hi-IN']],
      [null, ['fr-FR', 'HI-in', 'en']],
      [null, ['ta-IN', 'mr-IN']],
      ['hi', ['en-GB']],
      ['en', ['hi-IN']],
      ['xx', ['hi-IN']],
    ];
    for (const [stored, languages] of cases) {
      localStorage.clear();
      if (stored !== null) localStorage.setItem('lang', stored);
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      page('/');
      bootApp(OPTIONS);
      expect(document.documentElement.lang).toBe(LANGUAGE_TAGS[firstLanguage(stored, languages)]);
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
