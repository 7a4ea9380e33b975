// Our API's 401 (JSON `{ message }`) on any call while signed in means the session is gone
// (docs/product.md#sessions-and-credentials: it signs the resident out with a message); a network
// failure or a 401 page from something in between does not (api/client.ts, isSessionEnded). The
// query client reports it here; the auth provider listens. A report
// that comes before anyone listens (the feed's posts are asked for before the first render) waits
// for the first listener: the call is not sent again just to be heard.
//
// Every sign-in and sign-out begins a new session. A 401 to a call sent in an earlier one speaks of
// a session that has already ended: on a shared phone, the answer to the last resident's call must
// not sign out the one who signed in after them.
type Listener = () => void;
const listeners = new Set<Listener>();
let unheard = false;
let session = 0;

/** The session this page is in: the client notes it on each call it sends. */
export const currentSession = (): number => session;

/** A sign-in or sign-out, here or in another tab: what was said of the old session is dropped. */
export function beginSession(): void {
  session += 1;
  unheard = false;
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => listeners.delete(listener);
}

/** A 401 to a call sent in session `sentIn`; ignored once another session has begun. */
export function reportSessionExpired(sentIn: number = session): void {
  if (sentIn !== session) return;
  unheard = listeners.size === 0;
  for (const listener of listeners) listener();
}
