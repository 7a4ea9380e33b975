import { usePreloadAfterData } from '../lib/use-data-painted';
import { AppShell, FeedScreen } from './screens';

// Where signing in leads: the shell, and the feed inside it. A failed download shows when the
// shell renders (the route's error screen), so it is let go here.
function preloadWhereSigningInLeads() {
  AppShell.preload().catch(() => {});
  FeedScreen.preload().catch(() => {});
}

/**
 * On the sign-in pages: the code of the screens signing in leads to loads once the page has
 * painted and the browser is idle, while the visitor types, so the first screen after Sign In
 * waits for its posts only, not for its code first.
 */
export function PreloadWhereSigningInLeads() {
  usePreloadAfterData(preloadWhereSigningInLeads);
  return null;
}
