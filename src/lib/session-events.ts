// A 401 from any call while signed in means the session is gone (DECISIONS §5, issue: "signs the
// user out with a message"). The query client reports it here; the auth provider listens.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}
