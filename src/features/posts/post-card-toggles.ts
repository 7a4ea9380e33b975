import { useState } from 'react';
import type { Post } from '../../api/types';
import { usePostToggle } from './use-post-toggle';

/**
 * How a card's Like, Repost and Save behave:
 * - 'server' (the rich card): the cached post changes everywhere and the server is told;
 * - 'local-and-server' (the simple card, SPEC §4): the card's own count moves by one at once, and
 *   the server is told (a failure puts the cached post, and with it the card, back);
 * - 'local' (the designers' demo, whose sample posts the server does not know): only the card.
 */
export type ToggleMode = 'server' | 'local' | 'local-and-server';

type Kind = 'like' | 'repost' | 'save';

const FIELDS = {
  like: { flag: 'likedByMe', count: 'likesCount' },
  repost: { flag: 'repostedByMe', count: 'repostsCount' },
  save: { flag: 'savedByMe', count: null },
} as const;

type Overrides = Partial<
  Pick<Post, 'likedByMe' | 'repostedByMe' | 'savedByMe' | 'likesCount' | 'repostsCount'>
>;

/**
 * The post as the card shows it and its three toggles. `source` is the post object the card was
 * given: a new one (a refetch, another card's change) replaces whatever the card changed locally.
 */
export function usePostCardToggles(source: Post, post: Post, mode: ToggleMode) {
  const like = usePostToggle('like');
  const repost = usePostToggle('repost');
  const save = usePostToggle('save');
  const [local, setLocal] = useState<{ source: Post; overrides: Overrides }>({
    source,
    overrides: {},
  });
  let overrides = local.overrides;
  // The rich card keeps no local state: nothing to reset (and no extra render per change).
  if (mode !== 'server' && local.source !== source) {
    // Adjusting state while rendering (not in an effect): the card never shows the stale counts.
    overrides = {};
    setLocal({ source, overrides });
  }
  const shown: Post = mode === 'server' ? post : { ...post, ...overrides };
  const servers = { like, repost, save };

  const toggle = (kind: Kind) => {
    const server = servers[kind];
    if (mode === 'server') return server.toggle(post);
    if (server.isPending) return;
    const { flag, count } = FIELDS[kind];
    const on = !shown[flag];
    setLocal((current) => ({
      source: current.source,
      overrides: {
        ...current.overrides,
        [flag]: on,
        ...(count ? { [count]: Math.max(0, shown[count] + (on ? 1 : -1)) } : {}),
      },
    }));
    if (mode === 'local-and-server') server.toggle(shown);
  };

  return {
    post: shown,
    like: () => toggle('like'),
    repost: () => toggle('repost'),
    save: () => toggle('save'),
  };
}
