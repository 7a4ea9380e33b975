import { useState } from 'react';
import type { Post } from '../../api/types';
import { isToggled, usePostToggle, withToggle, type Toggle } from './use-post-toggle';

/**
 * How a card's Like, Repost and Save behave:
 * - 'server' (the rich card): the cached post changes everywhere and the server is told;
 * - 'local-and-server' (the simple card, SPEC §4): the card's own count moves by one at once, and
 *   the server is told (a failure puts the cached post, and with it the card, back);
 * - 'local' (the designers' demo, whose sample posts the server does not know): only the card.
 */
const TOGGLES: Toggle[] = ['like', 'repost', 'save'];

export type ToggleMode = 'server' | 'local' | 'local-and-server';

/**
 * The post as the card shows it and its three toggles. `source` is the post object the card was
 * given: a new one (a refetch, another card's change) replaces whatever the card changed locally.
 */
export function usePostCardToggles(source: Post, post: Post, mode: ToggleMode) {
  const like = usePostToggle('like');
  const repost = usePostToggle('repost');
  const save = usePostToggle('save');
  const [local, setLocal] = useState<{ source: Post; post: Post | null }>({ source, post: null });
  let localPost = local.post;
  // The rich card keeps no local state: nothing to reset (and no extra render per change).
  if (mode !== 'server' && local.source !== source) {
    // Adjusting state while rendering (not in an effect): the card never shows the stale counts.
    localPost = null;
    setLocal({ source, post: null });
  }
  const servers = { like, repost, save };
  // While a call is on its way the card shows what the viewer asked for, whether or not the cache
  // has caught up yet (withToggle is applied only where the flag differs, so never twice).
  let shown: Post = mode === 'server' ? post : (localPost ?? post);
  for (const kind of TOGGLES) {
    const wanted = servers[kind].optimistic;
    if (wanted !== null && isToggled(shown, kind) !== wanted)
      shown = withToggle(shown, kind, wanted);
  }

  const toggle = (kind: Toggle) => {
    const server = servers[kind];
    if (server.pending) return;
    if (mode === 'server') return server.toggle(post);
    const next = withToggle(shown, kind, !isToggled(shown, kind));
    setLocal((current) => ({ source: current.source, post: next }));
    if (mode === 'local-and-server') server.toggle(shown);
  };

  return {
    post: shown,
    pending: { like: like.pending, repost: repost.pending, save: save.pending },
    like: () => toggle('like'),
    repost: () => toggle('repost'),
    save: () => toggle('save'),
  };
}
