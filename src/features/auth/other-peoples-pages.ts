// One phone, two accounts: Back must not walk one person through the pages another opened (a
// concern, a neighbour's profile, the care queue's filters), whether that person logged out, was
// signed out by the server, left in another tab or was switched in the demo's panel. The browser's
// history cannot be cleared, so those pages are skipped: Back goes on past them, to the first page
// of the page load at the furthest, which then becomes the start page of whoever is signed in now
// (the landing page for a visitor). Forward into one goes to that start page at once.
//
// Each page of this tab's history is noted with who was signed in when the router reached it
// (not when it rendered: a page tapped past before it showed is in the history too). A page is
// known by the key React Router keeps for it in the history, so also across reloads and page
// loads. The first page a document opens has no key of its own ('default'): it is known for as
// long as that page load lasts.
import type { DataRouter, Location, NavigationType } from 'react-router-dom';
import { startPageOf } from '../../lib/start-page';
import { readStorage, writeStorage } from '../../lib/storage';
import { HISTORY_PAGES_KEY } from '../../lib/storage-keys';
import { readStoredUser } from './stored-user';

/** Page → the id of the person signed in when it was reached, null for a visitor; oldest first. */
type Pages = Map<string, number | null>;

// A resident's day of pages; the oldest beyond it are forgotten.
const MOST_PAGES = 300;
const UNKEYED = 'default';

function readPages(): Pages {
  try {
    const value = JSON.parse(readStorage(HISTORY_PAGES_KEY, 'session') ?? '[]') as unknown;
    if (Array.isArray(value)) return new Map(value as [string, number | null][]);
  } catch {
    // Unreadable: start afresh.
  }
  return new Map();
}

// No storage: Back walks the history as the browser has it.
const writePages = (pages: Pages) =>
  writeStorage(HISTORY_PAGES_KEY, JSON.stringify([...pages].slice(-MOST_PAGES)), 'session');

const pageId = ({ key }: Location) =>
  key === UNKEYED ? `${UNKEYED}@${performance.timeOrigin}` : key;

/** Whether `page` was reached before `other` (not known: taken as before). */
function reachedBefore(pages: Pages, page: string, other: string | null): boolean {
  const order = [...pages.keys()];
  const at = order.indexOf(other ?? '');
  return at === -1 || order.indexOf(page) < at;
}

/**
 * Whether this page load came by Back or Forward. A reload, or an address opened again (even the
 * one the page had), is the page the person signed in now asked for.
 */
function loadedByBackOrForward(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/**
 * On reaching `location` by `action` from the page `previous` (null: the page load's first):
 * notes it as the signed-in person's, or goes on past it. `first` is the page load's first page
 * (or what replaced it), the furthest Back goes.
 */
function reached(
  router: DataRouter,
  location: Location,
  action: NavigationType,
  previous: string | null,
  first: string,
): void {
  const pages = readPages();
  const page = pageId(location);
  const owner = pages.get(page);
  const viewer = readStoredUser();
  const viewerId = viewer?.id ?? null;
  // React Router calls a page load's first page a POP too: only the browser knows if it was one.
  const movedInHistory = action === 'POP' && (previous !== null || loadedByBackOrForward());
  if (movedInHistory && owner != null && owner !== viewerId) {
    // After the router has told everyone of this page: a navigation started while it does so
    // would reach some before others.
    if (page !== first && reachedBefore(pages, page, previous))
      queueMicrotask(() => void router.navigate(-1));
    else
      queueMicrotask(
        () => void router.navigate(viewer ? startPageOf(viewer) : '/', { replace: true }),
      );
    return;
  }
  // A page replaced is gone from the history. One left forward is the last seen by whoever is
  // signed in now (someone may have signed in on it, as the demo's panel does).
  if (action === 'REPLACE' && previous !== null) pages.delete(previous);
  if (action === 'PUSH' && previous !== null && pages.has(previous)) pages.set(previous, viewerId);
  if (movedInHistory && owner !== undefined) return;
  pages.set(page, viewerId);
  writePages(pages);
}

// Once per router: development's StrictMode starts the skipping twice, and a second step back
// would go one page too far.
const started = new WeakSet<DataRouter>();

/**
 * A page load the browser kept whole when it was left (its back-forward cache) comes back as it
 * was, with whoever was signed in then and what it had read for them: if someone else has signed
 * in since, it is loaded afresh, and the skipping above takes over.
 */
function reloadWhenSomeoneElse(reload: () => void): () => void {
  let leftBy: number | null = null;
  const onHide = () => {
    leftBy = readStoredUser()?.id ?? null;
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted && (readStoredUser()?.id ?? null) !== leftBy) reload();
  };
  addEventListener('pagehide', onHide);
  addEventListener('pageshow', onShow);
  return () => {
    removeEventListener('pagehide', onHide);
    removeEventListener('pageshow', onShow);
  };
}

/** Keeps Back and Forward off other people's pages for the app's router; returns the stop. */
export function skipOtherPeoplesPages(
  router: DataRouter,
  reload: () => void = () => window.location.reload(),
): () => void {
  let last = pageId(router.state.location);
  let first = last;
  if (!started.has(router)) {
    started.add(router);
    reached(router, router.state.location, router.state.historyAction, null, first);
  }
  const stopReloading = reloadWhenSomeoneElse(reload);
  const unsubscribe = router.subscribe((state) => {
    const page = pageId(state.location);
    if (page === last) return;
    const previous = last;
    last = page;
    if (state.historyAction === 'REPLACE' && previous === first) first = page;
    reached(router, state.location, state.historyAction, previous, first);
  });
  return () => {
    stopReloading();
    unsubscribe();
  };
}
