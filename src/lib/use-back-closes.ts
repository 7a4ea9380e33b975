import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The mark in a history entry's state that a layer over the page (a story viewer) is open on it. */
const LAYER_KEY = 'layerOpen';

const isMarked = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>)[LAYER_KEY] === true;

/**
 * A full-screen layer over the page (the story viewer) that the phone's Back closes, as residents
 * expect of one, instead of leaving the page under it. Opening it adds an entry of the same address
 * to the history, once it shows (the tap paints first); Back leaves that entry and closes the layer.
 * Closed on screen, it leaves its entry too, so the next Back leaves the page as it did before.
 * Moving to another page from inside the layer closes it as well.
 */
export function useBackCloses(isOpen: boolean, close: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const marked = isMarked(location.state);
  // 'pushing': its entry asked for, not yet current; 'in': its entry is the current one.
  const phase = useRef<'none' | 'pushing' | 'in'>('none');

  useEffect(() => {
    if (phase.current === 'pushing' && marked) phase.current = 'in';
    if (phase.current === 'in' && !marked) {
      phase.current = 'none';
      if (isOpen) close();
      return;
    }
    if (phase.current === 'in' && !isOpen) {
      phase.current = 'none';
      navigate(-1);
      return;
    }
    if (isOpen && phase.current === 'none') {
      // An entry already marked (the page reloaded on one) serves: Back leaves it.
      if (marked) {
        phase.current = 'in';
        return;
      }
      phase.current = 'pushing';
      const { pathname, search, hash, state } = location;
      navigate(
        { pathname, search, hash },
        {
          state: { ...(typeof state === 'object' ? state : null), [LAYER_KEY]: true },
          preventScrollReset: true,
        },
      );
    }
  });
}
