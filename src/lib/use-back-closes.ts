import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** The mark in a history entry's state naming the layer over the page that is open on it. */
const LAYER_KEY = 'layerOpen';

/**
 * The layers open now, by name: a part of the page under the same name that is not open (a second
 * card of the same post) leaves the open one's entry alone instead of stepping over it.
 */
const openLayers = new Map<string, number>();
/**
 * The layers whose entry left behind one part is stepping over now: the others under the same
 * name (after a reload, two closed cards of one post) do not step back a second time.
 */
const steppingOver = new Set<string>();

const markOf = (state: unknown) =>
  typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[LAYER_KEY]
    : undefined;

const withMark = (state: unknown, layer: string) => ({
  ...(typeof state === 'object' ? state : null),
  [LAYER_KEY]: layer,
});

/**
 * A layer over the page (the story viewer, the visitor's Login Required, the dialogs a resident
 * fills in: Create Post, a report, Create Group, Edit Profile, Help) that the phone's Back closes,
 * as residents expect of one, instead of leaving the page under it. Opening it adds an entry of
 * the same address to the history, once it shows (the tap paints first); Back leaves that entry
 * and closes the layer. Closed on screen, it leaves its entry too, so the next Back leaves the page
 * as it did before; `afterClosed` runs once it has (what the page does next, such as changing its
 * own address, would otherwise be undone by that step). `layer` names it in the entry. An entry of
 * a layer no longer open (the resident moved on from inside it, to Login, and came back; a reload)
 * is stepped over, so Back from the page leaves it at once. The page may rewrite its own address
 * under the open layer (a search it runs as you type): the new entry becomes the layer's.
 */
export function useBackCloses(
  layer: string,
  isOpen: boolean,
  close: () => void,
  afterClosed?: () => void,
): void {
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
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // Only its own layer's mark: the same address may carry another's (a visitor's sheet, then the
  // feed that replaces the landing at `/` once they sign in).
  const marked = markOf(location.state) === layer;
  // 'pushing': its entry asked for, not yet current; 'in': its entry is the current one;
  // 'leaving': a step back asked for, not yet taken (another step meanwhile would leave the page).
  const phase = useRef<'none' | 'pushing' | 'in' | 'leaving'>('none');
  const closedOnScreen = useRef(false);
  // The page the layer opened over: a rewrite of its address keeps the layer open.
  const openedOn = useRef('');

  useEffect(() => {
    const stepBack = (onScreen: boolean) => {
      phase.current = 'leaving';
      closedOnScreen.current = onScreen;
      navigate(-1);
    };
    if (phase.current === 'leaving') {
      if (marked) return;
      phase.current = 'none';
      steppingOver.delete(layer);
      if (closedOnScreen.current) afterClosed?.();
      return;
    }
    if (phase.current === 'pushing') {
      if (!marked) return;
      phase.current = 'in';
    }
    if (phase.current === 'in') {
      if (marked) {
        if (!isOpen) stepBack(true);
      } else if (
        isOpen &&
        navigationType === NavigationType.Replace &&
        location.pathname === openedOn.current
      ) {
        const { pathname, search, hash, state } = location;
        navigate(
          { pathname, search, hash },
          { replace: true, state: withMark(state, layer), preventScrollReset: true },
        );
      } else {
        phase.current = 'none';
        if (isOpen) close();
      }
      return;
    }
    if (marked) {
      if (isOpen) phase.current = 'in';
      else if (!openLayers.has(layer) && !steppingOver.has(layer)) {
        steppingOver.add(layer);
        stepBack(false);
      }
      return;
    }
    if (isOpen) {
      phase.current = 'pushing';
      const { pathname, search, hash, state } = location;
      openedOn.current = pathname;
      navigate(
        { pathname, search, hash },
        { state: withMark(state, layer), preventScrollReset: true },
      );
    }
  });
}

/**
 * `useBackCloses` as a part of the page that renders nothing, for a dialog whose open state lives
 * in a component that should not re-render on every change of address (the shell, a screen's
 * header): only this part follows the location.
 */
export function BackCloses({
  layer,
  open,
  onClose,
  afterClosed,
}: {
  layer: string;
  open: boolean;
  onClose: () => void;
  afterClosed?: () => void;
}): null {
  useBackCloses(layer, open, onClose, afterClosed);
  return null;
}
