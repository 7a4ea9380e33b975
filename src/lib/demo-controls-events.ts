// The demo controls (mock builds only) open from a button in the page's own bar, where there is
// one, so nothing floats over the residents' posts; the panel itself is the app's.

/** Only mock builds carry the demo controls: with VITE_API_MOCKING=off they are dropped. */
export const WITH_DEMO_CONTROLS = import.meta.env.VITE_API_MOCKING !== 'off';

const OPEN_EVENT = 'demo-controls:open';

export function openDemoControls(): void {
  dispatchEvent(new Event(OPEN_EVENT));
}

/** Calls `open` whenever a docked launcher is pressed; returns the unsubscribe. */
export function onOpenDemoControls(open: () => void): () => void {
  addEventListener(OPEN_EVENT, open);
  return () => removeEventListener(OPEN_EVENT, open);
}
