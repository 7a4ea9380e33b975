// One phone, two accounts: after a logout, Back must not walk the next person through the pages
// the last one opened (a concern, a neighbour's profile, the care queue's filters). The browser's
// history cannot be cleared, so those pages are skipped: Back into one of them goes on to the
// first page of that stretch of history, which becomes the start page, and the next Back leaves.
//
// Each page of this tab's history is known by the key React Router gives it, kept in the history
// itself, so also across reloads and other documents. The first page a document opens has no key
// of its own ('default') and counts as no one's. Pages are noted as the router reaches them, not
// as they render: one tapped past before it showed is still in the history.
import type { DataRouter, Location, NavigationType } from 'react-router-dom';
import { startPageOf } from '../../lib/start-page';
import { HISTORY_PAGES_KEY } from '../../lib/storage-keys';
import { readStoredUser } from './stored-user';

interface HistoryPages {
  /** The pages reached since the last logout. */
  current: string[];
  /** The pages reached before it, by whoever was signed in then. */
  earlier: string[];
  /** Set while Back is taken on to the first page of a stretch that is all from before. */
  skipping?: boolean;
}

// A resident's day of pages; the oldest beyond it are forgotten.
const MOST_PAGES = 300;
const UNKEYED = 'default';

function readPages(): HistoryPages {
  try {
    const value = JSON.parse(sessionStorage.getItem(HISTORY_PAGES_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      Array.isArray((value as HistoryPages).current) &&
      Array.isArray((value as HistoryPages).earlier)
    )
      return value as HistoryPages;
  } catch {
    // Unreadable: start afresh.
  }
  return { current: [], earlier: [] };
}

function writePages(pages: HistoryPages): void {
  try {
    sessionStorage.setItem(HISTORY_PAGES_KEY, JSON.stringify(pages));
  } catch {
    // No storage: Back walks the history as the browser has it.
  }
}

/** At a logout: every page reached so far in this tab was the leaving person's. */
export function rememberSignOutInHistory(): void {
  const { current, earlier } = readPages();
  writePages({ current: [], earlier: [...earlier, ...current].slice(-MOST_PAGES) });
}

/** The page's place in its document's history, as React Router numbers it (from 0). */
function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** What to do on reaching `location`: note it as this person's, or go on past it. */
function reached(router: DataRouter, location: Location, action: NavigationType): void {
  const pages = readPages();
  const fromBefore = location.key !== UNKEYED && pages.earlier.includes(location.key);
  if (action === 'POP' && (fromBefore || pages.skipping)) {
    const index = historyIndex();
    // After the router has told everyone of this page: a navigation started while it does so
    // would reach some before others.
    if (index > 0 && fromBefore) {
      // The pages before this one in its document are from before the logout too.
      writePages({ ...pages, skipping: true });
      queueMicrotask(() => window.history.go(-index));
    } else {
      writePages({ ...pages, skipping: false });
      const user = readStoredUser();
      queueMicrotask(() => void router.navigate(user ? startPageOf(user) : '/', { replace: true }));
    }
    return;
  }
  if (location.key === UNKEYED || pages.current.includes(location.key)) return;
  writePages({ ...pages, current: [...pages.current, location.key].slice(-MOST_PAGES) });
}

const started = new WeakSet<DataRouter>();

/**
 * Keeps Back from reaching a page from before the last logout, for the app's router, from the
 * page it starts on; returns the stop.
 */
export function skipPagesBeforeSignOut(router: DataRouter): () => void {
  let lastKey = router.state.location.key;
  // Once per router: development's StrictMode starts this twice, and a second jump back would
  // leave the app.
  if (!started.has(router)) {
    started.add(router);
    reached(router, router.state.location, router.state.historyAction);
  }
  return router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    reached(router, state.location, state.historyAction);
  });
}
