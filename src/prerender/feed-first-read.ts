// Build time only (Node): the address of the feed's first read, so that index.html's boot script can
// ask for it while the app's files are still on their way (boot-app.ts, `feedRead`).
import { createQueryClient } from '../api/query-client';
import { loadFeedScreen } from '../features/feed';
import { VIEWER_ID_SLOT } from './boot-app';

/** A viewer id that stands out in the address; the slot takes its place. */
const SAMPLE_VIEWER = 987654321;

/**
 * The URL a signed-in first load of the feed (an address with no query) asks for first, with
 * VIEWER_ID_SLOT where the viewer's id goes. It is what the app's own first load sends
 * (`prefetchFeed`, which src/main.tsx runs), caught at `fetch` and not sent, so the boot script's
 * request cannot drift from the app's: the browser hands the app the early answer only when the
 * two requests are the same. The preload can only send a GET with credentials, no headers and no
 * body: a read that becomes anything else stops the build.
 */
export async function feedFirstReadUrl(): Promise<string> {
  const { prefetchFeed } = await loadFeedScreen();
  const { fetch } = globalThis;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const url = await new Promise<string>((resolve, reject) => {
      globalThis.fetch = (input, init = {}) => {
        const { method = 'GET', headers, body, credentials } = init;
        const plain =
          method === 'GET' &&
          [...new Headers(headers).keys()].length === 0 &&
          body == null &&
          credentials === 'include';
        if (plain) resolve(String(input));
        else reject(new Error(`the feed's first read is not a plain GET with credentials`));
        return Promise.reject(new TypeError('caught at build time, not sent'));
      };
      timer = setTimeout(() => reject(new Error('the feed sent no request')), 5_000);
      prefetchFeed(createQueryClient(), SAMPLE_VIEWER, new URLSearchParams());
    });
    const parts = url.split(String(SAMPLE_VIEWER));
    if (parts.length !== 2) throw new Error(`the feed's first read names its viewer once: ${url}`);
    return parts.join(VIEWER_ID_SLOT);
  } finally {
    clearTimeout(timer);
    globalThis.fetch = fetch;
  }
}
