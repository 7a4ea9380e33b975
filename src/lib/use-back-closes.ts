import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The mark in a history entry's state naming the layer over the page that is open on it. */
const LAYER_KEY = 'layerOpen';

/**
 * The layers open now, by name: a part of the page under the same name that is not open (a second
 * card of the same post) leaves the open one's entry alone instead of stepping over it.
 */
const openLayers = new Map<string, number>();

const markOf = (state: unknown) =>
  typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[LAYER_KEY]
    : undefined;

/**
 * A layer over the page (the story viewer, the visitor's Login Required, the dialogs a resident
 * fills in: Create Post, a report, Create Group, Edit Profile, Help) that the phone's Back closes, as residents expect of one, instead of leaving the page under it. Opening it adds an
 * entry of the same address to the history, once it shows (the tap paints first); Back leaves that
 * entry and closes the layer. Closed on screen, it leaves its entry too, so the next Back leaves
 * the page as it did before. `layer` names it in the entry. An entry of a layer no longer open
 * (the resident moved on from inside it, to Login, and came back) is stepped over, so Back from
 * the page leaves it at once.
 */
export function useBackCloses(layer: string, isOpen: boolean, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    openLayers.set(layer, (openLayers.get(layer) ?? 0) + 1);
    return () => {
      const left = (openLayers.get(layer) ?? 1) - 1;
      if (left > 0) openLayers.set(layer, left);
      else openLayers.delete(layer);
    };
  }, [layer, isOpen]);
  const location = useLocation();
  const navigate = useNavigate();
  // Only its own layer's mark: the same address may carry another's (a visitor's sheet, then the
  // feed that replaces the landing at `/` once they sign in).
  const marked = markOf(location.state) === layer;
  // 'pushing': its entry asked for, not yet current; 'in': its entry is the current one;
  // 'leaving': a step back asked for, not yet taken (another step meanwhile would leave the page).
  const phase = useRef<'none' | 'pushing' | 'in' | 'leaving'>('none');

  useEffect(() => {
    const stepBack = () => {
      phase.current = 'leaving';
      navigate(-1);
    };
    if (phase.current === 'leaving') {
      if (!marked) phase.current = 'none';
      return;
    }
    if (phase.current === 'pushing') {
      if (!marked) return;
      phase.current = 'in';
    }
    if (phase.current === 'in') {
      if (!marked) {
        phase.current = 'none';
        if (isOpen) close();
      } else if (!isOpen) stepBack();
      return;
    }
    if (marked) {
      if (isOpen) phase.current = 'in';
      else if (!openLayers.has(layer)) stepBack();
      return;
    }
    if (isOpen) {
      phase.current = 'pushing';
      const { pathname, search, hash, state } = location;
      navigate(
        { pathname, search, hash },
        {
          state: { ...(typeof state === 'object' ? state : null), [LAYER_KEY]: layer },
          preventScrollReset: true,
        },
      );
    }
  });
}

/**
 * `useBackCloses` as a part of the page that renders nothing, for a dialog whose open state lives
 * in a component that should not re-render on every change of address (the shell, a post card's
 * parent): only this part follows the location.
 */
export function BackCloses({
  layer,
  open,
  onClose,
}: {
  layer: string;
  open: boolean;
  onClose: () => void;
}): null {
  useBackCloses(layer, open, onClose);
  return null;
}
