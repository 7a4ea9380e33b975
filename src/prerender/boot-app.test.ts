import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstLanguage, LANGUAGE_TAGS, LANGUAGES } from '../lib/i18n/languages';
import {
  bootApp,
  EARLY_READ,
  FEED_PAGES,
  FEED_SHELL_ATTRIBUTE,
  feedShellId,
  hasLandingShell,
  landingShellId,
  landingStyleId,
  pageBelowBase,
  VIEWER_ID_SLOT,
  type BootOptions,
} from './boot-app';

const OPTIONS: BootOptions = {
  base: '/',
  pages: ['', 'landing', 'public-home'],
  scripts: ['/assets/libraries.js', '/assets/index.js'],
  preloads: ['/assets/framework.js'],
  landingPreloads: ['/assets/landing-screen.js'],
  visitorPreloads: ['/assets/mock-reset-db.js'],
  feedPages: FEED_PAGES,
  feedPreloads: ['/assets/app-shell.js', '/assets/feed-screen.js'],
  // As in the demo build, whose mock backend starts with the app.
  feedRead: null,
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
    addShell(
      feedShellId(theme),
      `<style>/* ${theme} feed */</style><div ${FEED_SHELL_ATTRIBUTE}><p>${theme} feed</p></div>`,
    );
  }
  return document.getElementById('root')!;
}

// As the app stores the signed-in user (src/features/auth/stored-user.ts).
const USER = JSON.stringify({ id: 1, fullName: 'Aarav Mehta', username: 'aarav' });

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script[type=module]')].map((s) =>
    s.getAttribute('src'),
  ),
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  ),
});
/** The early reads a boot asked for, marked for the app: each preload, as the browser would send it. */
const earlyReads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>(EARLY_READ)].map(
    (link) => `${link.rel} ${link.as} ${link.crossOrigin} ${link.getAttribute('href')}`,
  );
/** Takes away the scripts and preloads a boot asked for. */
const forgetRequests = () =>
  document.head
    .querySelectorAll('script[type=module], link[rel=modulepreload], link[rel=preload]')
    .forEach((e) => e.remove());
const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));
const afterPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 5)));

afterEach(async () => {
  // Listeners a test left waiting for the page to be parsed run now, not in the next test; then a
  // landing test's boot loads the app after the next paint: let it, before clearing the page.
  parsed();
  await afterPaint();
  vi.restoreAllMocks();
  document.documentElement.lang = 'en-IN';
  document.body.replaceChildren();
  forgetRequests();
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
      preloads: ['/assets/framework.js', '/assets/landing-screen.js', '/assets/mock-reset-db.js'],
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
    // A visitor gets the demo's seed with the entry (a first visit seeds); a resident never.
    const visitor = ['/assets/framework.js', '/assets/mock-reset-db.js'];
    // A Hindi browser: a page with no landing leaves <html lang> as it is.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['hi-IN']);
    for (const [path, user, preloads, shown] of [
      ['/home', null, visitor, ''],
      ['/login', null, visitor, ''],
      ['/', USER, feed, 'light feed'],
      ['/home/', USER, feed, 'light feed'],
      ['/groups', USER, ['/assets/framework.js'], ''],
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
      forgetRequests();
    }
  });

  it('asks for the feed’s first posts with the entry, for the resident stored, on the default tab only', () => {
    // The slot as the build writes it: the boot script spells it out.
    const feedRead = `/api/posts?filter=all&userId=${VIEWER_ID_SLOT}&limit=20&offset=0`;
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 42, fullName: 'Neha Rao', username: 'neha' }),
    );
    for (const [path, reads] of [
      ['/', ['preload fetch use-credentials /api/posts?filter=all&userId=42&limit=20&offset=0']],
      [
        '/home/',
        ['preload fetch use-credentials /api/posts?filter=all&userId=42&limit=20&offset=0'],
      ],
      // Another tab or scope is another first read: the app asks for it itself.
      ['/home?tab=my-society', []],
      ['/home?scope=builder-wide', []],
      ['/groups', []],
    ] as const) {
      page(path);
      bootApp({ ...OPTIONS, feedRead });
      expect(earlyReads(), path).toEqual(reads);
      forgetRequests();
    }
    // The demo build has none: its backend is not there before the app.
    page('/home');
    bootApp(OPTIONS);
    expect(earlyReads()).toEqual([]);
    forgetRequests();
    // A visitor, or a stored user the app would forget, has no feed to read.
    for (const user of [null, '{"id":"42"}']) {
      if (user) localStorage.setItem('user', user);
      else localStorage.removeItem('user');
      page('/home');
      bootApp({ ...OPTIONS, feedRead });
      expect(earlyReads()).toEqual([]);
      forgetRequests();
    }
  });

  it('shows the feed’s frame in the stored theme, and never over the app', () => {
    localStorage.setItem('user', USER);
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

  it('takes a stored user the app cannot read for a visitor, and shows nothing if storage throws', () => {
    for (const unreadable of ['{"id":1}', '{"id":"1","fullName":"A","username":"a"}', '{oops']) {
      localStorage.setItem('user', unreadable);
      const root = page('/');
      bootApp(OPTIONS);
      parsed();
      // Never the resident's frame: the app forgets such a user (a broken one gets no shell).
      expect(root).not.toHaveTextContent('feed');
    }
    forgetRequests();
    localStorage.setItem('user', USER);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });
    const root = page('/home');
    bootApp(OPTIONS);
    expect(requested().scripts).toEqual(OPTIONS.scripts);
    parsed();
    expect(root).toBeEmptyDOMElement();
  });

  it('takes the frame away when the app’s script cannot load, before or after it shows', () => {
    localStorage.setItem('user', USER);
    let root = page('/home');
    bootApp(OPTIONS);
    parsed();
    expect(root).toHaveTextContent('light feed');
    document.head.querySelector('script[type=module]')!.dispatchEvent(new Event('error'));
    expect(root).toBeEmptyDOMElement();

    forgetRequests();
    root = page('/home');
    bootApp(OPTIONS);
    document.head.querySelector('script[type=module]')!.dispatchEvent(new Event('error'));
    parsed();
    expect(root).toBeEmptyDOMElement();
  });

  it('inserts the preloads a few per task, in order, after the scripts', async () => {
    localStorage.setItem('user', USER);
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
    localStorage.setItem('user', USER);
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
    let root = page('/sub/path/');
    bootApp({ ...OPTIONS, base: '/sub/path/' });
    parsed();
    expect(root).toHaveTextContent('light landing');

    localStorage.setItem('user', USER);
    root = page('/sub/path/home');
    bootApp({ ...OPTIONS, base: '/sub/path/' });
    parsed();
    expect(root).toHaveTextContent('light feed');
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
    localStorage.setItem('user', USER);
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
