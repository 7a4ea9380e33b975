export interface BootOptions {
  /** The app's base path, with its trailing slash (Vite's `base`). */
  base: string;
  /** Paths below the base that show the landing page to a visitor. */
  pages: string[];
  /** The entry module scripts, run in this order (the libraries', then the app's). */
  scripts: string[];
  /** Modules to fetch with the entry (its imports; the demo's mock backend). */
  preloads: string[];
  /** Modules the landing screen adds, fetched only when the page opens on it. */
  landingPreloads: string[];
  /**
   * Modules a visitor (no stored user) is likely to need, fetched with the entry for them only:
   * the demo's seed, which a first visit runs and a resident with a saved world never does.
   */
  visitorPreloads: string[];
  /** Paths below the base where a signed-in resident lands on the feed. */
  feedPages: string[];
  /** Modules the signed-in shell and the feed add, fetched with the entry when opening there. */
  feedPreloads: string[];
  /**
   * The URL of the feed's first read, VIEWER_ID_SLOT in place of the viewer's id (feed-first-read.ts),
   * asked for with the entry when a signed-in resident opens the feed; null where the first read
   * cannot be sent before the app runs (the demo: its mock backend starts with the app).
   */
  feedRead: string | null;
  userKey: string;
  themeKey: string;
  /** Where the language choice is stored (`lang`). */
  languageKey: string;
  /** The languages the landing is prerendered in, the source language first, with their tags. */
  languageTags: Record<string, string>;
}

/**
 * Paths below the base where a signed-in resident lands on the feed (`''` is the base itself):
 * the boot script fetches the shell and the feed with the entry there, and the app waits for them
 * before its first render.
 */
export const FEED_PAGES = ['', 'home'];

/** Where the viewer's id goes in `BootOptions.feedRead`. */
export const VIEWER_ID_SLOT = '{viewerId}';

/** The path below the app's base, without a trailing slash, as `bootApp` reads it. */
export const pageBelowBase = (pathname: string, base: string) =>
  pathname.slice(base.length).replace(/\/$/, '');

/** Id of the element whose text is the prerendered landing's markup in `language` and `theme`. */
export const landingShellId = (language: string, theme: string) =>
  `vc-landing-${language}-${theme}`;

/** Id of the element whose text is the prerendered feed's frame, styles and markup, in `theme`. */
export const feedShellId = (theme: string) => `vc-feed-${theme}`;

/** Id of the element whose text is the prerendered landing's styles in `theme`, for every language. */
export const landingStyleId = (theme: string) => `vc-landing-style-${theme}`;

/**
 * Runs inline in index.html, right after #root and before the prerendered landing's markup,
 * in place of the entry <script> and <link rel=modulepreload> tags Vite writes into <head>.
 * - A visitor (no stored user) on a landing path gets the prerendered landing, light or dark as
 *   stored, in the language stored or else the browser's first that the product speaks (as
 *   src/lib/i18n/languages.ts firstLanguage chooses), once the page is parsed. The app's
 *   JavaScript is requested after that first paint, so neither its download nor, on a repeat
 *   visit, its start-up holds the paint back.
 * - Any other page requests the JavaScript at once, with the shell and feed screen for a
 *   signed-in resident opening the feed (the entry would only ask for them once it has run).
 *   That resident also sees the prerendered frame of the feed (bars, columns, card outlines) in
 *   the stored theme once the page is parsed, instead of a blank page while the app loads. The
 *   feed's first page of posts is asked for too (`feedRead`, a preload the browser hands to the
 *   app's identical request), instead of after the app's files have come and run.
 * - A shell is only put into an empty #root: the app, once rendered, is the page.
 *
 * It is inserted as source text, so it uses nothing from outside itself (the ids are spelled out
 * as in `landingShellId`, `landingStyleId` and `feedShellId`, the slot as VIEWER_ID_SLOT, the
 * early read's mark as EARLY_READ_ATTRIBUTE).
 */
export function bootApp(options: BootOptions): void {
  const PRELOADS_PER_TASK = 4;
  // An app that cannot load must not leave the feed's outline promising it: the page goes back to
  // blank. (The landing stays: it reads and links without the app.)
  let appFailed = false;
  const dropFeedFrame = () => {
    appFailed = true;
    const root = document.getElementById('root');
    // FEED_SHELL_ATTRIBUTE, spelled out.
    if (root?.querySelector('[data-prerendered-feed]')) root.replaceChildren();
  };
  const load = (preloads: string[]) => {
    for (const src of options.scripts) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      // In the order given, as in index.html (an inserted script runs as soon as it is loaded).
      script.async = false;
      script.src = src;
      script.onerror = dropFeedFrame;
      document.head.appendChild(script);
    }
    // Each inserted link costs the main thread a request's start: a few per task, so no task of
    // the page's start grows long (docs/performance.md#the-pages-first-tasks). A tab opened in
    // the background runs its timers seldom, and has no one waiting on it: all at once there.
    const perTask = document.visibilityState === 'hidden' ? preloads.length : PRELOADS_PER_TASK;
    const preloadFrom = (start: number) => {
      for (const href of preloads.slice(start, start + perTask)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      if (start + perTask < preloads.length) setTimeout(() => preloadFrom(start + perTask));
    };
    preloadFrom(0);
  };
  const languages = Object.keys(options.languageTags);
  const spoken = (tag: string | null) => {
    const base = tag?.toLowerCase().split('-')[0];
    return base !== undefined && languages.includes(base) ? base : null;
  };
  let landingLanguage: string | null = null;
  let shown: string[] = [];
  // What this page adds to the entry's preloads: a visitor's until a stored user is read (storage
  // that throws leaves one a visitor).
  let pagePreloads = options.visitorPreloads;
  try {
    const page = location.pathname.slice(options.base.length).replace(/\/$/, '');
    // Signed in as the app reads it (src/features/auth/stored-user.ts): a user it cannot read, it
    // forgets, and shows the visitor's page.
    const stored = JSON.parse(localStorage.getItem(options.userKey) ?? 'null') as {
      id?: unknown;
      fullName?: unknown;
      username?: unknown;
    } | null;
    const signedIn =
      typeof stored === 'object' &&
      stored !== null &&
      Number.isSafeInteger(stored.id) &&
      typeof stored.fullName === 'string' &&
      typeof stored.username === 'string';
    const theme = localStorage.getItem(options.themeKey) === 'dark' ? 'dark' : 'light';
    if (signedIn) pagePreloads = options.feedPages.includes(page) ? options.feedPreloads : [];
    if (!signedIn && options.pages.includes(page)) {
      const storedLanguage = localStorage.getItem(options.languageKey);
      const chosen =
        storedLanguage !== null && languages.includes(storedLanguage) ? storedLanguage : null;
      const preferred = navigator.languages ?? [navigator.language];
      landingLanguage =
        chosen ?? preferred.map(spoken).find((found) => found !== null) ?? languages[0];
      shown = [`vc-landing-style-${theme}`, `vc-landing-${landingLanguage}-${theme}`];
    } else if (signedIn && options.feedPages.includes(page)) {
      shown = [`vc-feed-${theme}`];
      // Only at an address with no query: `?tab=` or `?scope=` make another first read, and any
      // other query is left to the app rather than guessed at.
      if (options.feedRead !== null && location.search === '') {
        const read = document.createElement('link');
        read.rel = 'preload';
        read.as = 'fetch';
        // As the app sends it (credentials: 'include'): the browser pairs the two only then.
        read.crossOrigin = 'use-credentials';
        read.href = options.feedRead.replace('{viewerId}', String(stored.id));
        // EARLY_READ_ATTRIBUTE, spelled out: the app offers the answer to its first call only.
        read.setAttribute('data-early-read', '');
        document.head.appendChild(read);
      }
    }
  } catch {
    // Storage refused (some private modes), or a stored user that is not JSON: no shell, the app
    // renders as it always can.
  }
  const show = () => {
    const root = document.getElementById('root');
    // The app may be on screen already (its code cached, the page slow to parse): it is the page.
    if (!root || root.firstChild || appFailed) return;
    for (const id of shown) {
      // The markup is a script's text (inert until now): parsed here, for the one shown.
      const markup = document.getElementById(id)?.textContent;
      if (markup) {
        const template = document.createElement('template');
        template.innerHTML = markup;
        root.appendChild(template.content);
      }
    }
  };
  if (landingLanguage === null) {
    load([...options.preloads, ...pagePreloads]);
    if (shown.length > 0) document.addEventListener('DOMContentLoaded', show, { once: true });
    return;
  }
  document.documentElement.lang = options.languageTags[landingLanguage];
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      show();
      const loadAll = () =>
        load([...options.preloads, ...options.landingPreloads, ...pagePreloads]);
      // After the frame that paints the shell; a tab opened in the background paints no frames.
      if (document.visibilityState === 'hidden') loadAll();
      else requestAnimationFrame(() => setTimeout(loadAll));
    },
    { once: true },
  );
}

/** Marks the prerendered landing's <style>, which the app's first render removes with the rest. */
export const SHELL_STYLE_ATTRIBUTE = 'data-prerendered-style';
export const SHELL_STYLE = `style[${SHELL_STYLE_ATTRIBUTE}]`;

/** Marks the prerendered feed's frame and its <style>: not the landing's, which the app takes over. */
export const FEED_SHELL_ATTRIBUTE = 'data-prerendered-feed';
export const FEED_SHELL_STYLE_ATTRIBUTE = 'data-prerendered-feed-style';
export const FEED_SHELL = `[${FEED_SHELL_ATTRIBUTE}]`;

/** Marks the boot script's early read of the feed, whose answer the app's first call is offered. */
export const EARLY_READ_ATTRIBUTE = 'data-early-read';
export const EARLY_READ = `link[${EARLY_READ_ATTRIBUTE}]`;

/** Whether #root holds the prerendered landing (the app then renders the landing at once). */
export const hasLandingShell = (root: HTMLElement) => root.querySelector(SHELL_STYLE) !== null;
