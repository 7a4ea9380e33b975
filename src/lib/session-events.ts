// Our API's 401 (JSON `{ message }`) on any call while signed in means the session is gone
// (docs/product.md#sessions-and-credentials: it signs the resident out with a message); a network
// failure or a 401 page from something in between does not (api/client.ts, isSessionEnded). The
// query client reports it here; the auth provider listens. A report
// that comes before anyone listens (the feed's posts are asked for before the first render) waits
// for the first listener: the call is not sent again just to be heard.
type Listener = () => void;
const listeners = new Set<Listener>();
let unheard = false;

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  unheard = listeners.size === 0;
  for (const listener of listeners) listener();
}

/** For tests: no report left waiting from an earlier one. */
export function forgetUnheardExpiry(): void {
  unheard = false;
}
