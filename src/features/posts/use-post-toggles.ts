// A card's Like, Repost and Save, from the click to the server and back: the state and count change
// at once (optimistic), the server is told, and a failure rolls the change back with a toast
// (docs/product.md#likes-reposts-and-saves). The card calls usePostToggles; usePostToggle is one
// toggle's call.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  likePost,
  repostPost,
  savePost,
  unlikePost,
  unrepostPost,
  unsavePost,
} from '../../api/interactions';
import { isAlreadyDone, isEndpointMissing, isNetworkFailure, probeFeature } from '../../api/client';
import { postKeys } from '../../api/posts';
import type { Post } from '../../api/types';
import { listSavedPosts, userKeys } from '../../api/users';
import { rememberPostFlag } from '../../api/viewer-state';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';
import { updatePostEverywhere } from '../../api/query-cache';
import { usePressBeforeCall } from '../../lib/after-paint';

export type Toggle = 'like' | 'repost' | 'save';

const calls = {
  like: {
    on: likePost,
    off: unlikePost,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field of Post
    flag: 'likedByMe',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field of Post
    count: 'likesCount',
    error: msg`Failed to like post`,
  },
  repost: {
    on: repostPost,
    off: unrepostPost,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field of Post
    flag: 'repostedByMe',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field of Post
    count: 'repostsCount',
    error: msg`Failed to repost`,
  },
  save: {
    on: savePost,
    off: unsavePost,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a field of Post
    flag: 'savedByMe',
    count: null,
    error: msg`Failed to save post`,
    missing: msg`Failed to save post: saving posts is not available on this server yet.`,
    // The viewer's own saved list: its 404 can only say the server keeps no saved posts.
    probe: listSavedPosts,
  },
} as const;

/** Whether the post is liked, reposted or saved by the viewer. */
const isToggled = (post: Post, kind: Toggle) => post[calls[kind].flag];

/** The post with that toggle set on or off, its count moved by one (never below 0). */
function withToggle(post: Post, kind: Toggle, on: boolean): Post {
  const { flag, count } = calls[kind];
  return {
    ...post,
    [flag]: on,
    ...(count ? { [count]: Math.max(0, post[count] + (on ? 1 : -1)) } : {}),
  };
}

// A refetch still on its way would land with the old state over the optimistic one; a next page
// being loaded is left alone (cancelling it would drop the page).
const isRefetch = (query: Query) =>
  query.state.fetchStatus === 'fetching' &&
  (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore === undefined;

/**
 * Like, repost or save with the state and count changed at once (optimistic) and rolled back with
 * an error toast if the call fails; the posts are then refetched, unless the call never reached
 * the server (offline). Without a signed-in user it does nothing
 * (docs/product.md#likes-reposts-and-saves).
 *
 * `optimistic` is the state the viewer asked for while the call is on its way (else null): the
 * card paints it in the next frame, and the call, with the cache's optimistic copy, starts once
 * that frame has painted (usePressBeforeCall). A second toggle while one is pending is ignored.
 */
function usePostToggle(kind: Toggle) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useLingui();
  const call = calls[kind];
  const press = usePressBeforeCall();
  const mutation = useMutation({
    mutationFn: async ({ post, on }: { post: Post; on: boolean }) => {
      const viewerId = user!.id;
      try {
        await (on ? call.on : call.off)({ userId: viewerId, postId: post.id });
      } catch (error) {
        if (isAlreadyDone(error, on)) return rememberPostFlag(viewerId, post.id, call.flag, on);
        if ('probe' in call) await probeFeature(error, () => call.probe(viewerId));
        throw error;
      }
      // The refetch below keeps this state where the server does not send the flag.
      rememberPostFlag(viewerId, post.id, call.flag, on);
    },
    onMutate: async ({ post, on }) => {
      const refetching = { queryKey: postKeys.all, predicate: isRefetch };
      if (queryClient.isFetching(refetching) > 0) await queryClient.cancelQueries(refetching);
      return updatePostEverywhere(queryClient, post.id, (current) => withToggle(current, kind, on));
    },
    onError: (error, _variables, rollback) => {
      rollback?.();
      const missing = 'missing' in call && isEndpointMissing(error);
      toast({
        title: t`Error`,
        description: t(missing ? call.missing : call.error),
        variant: 'destructive',
      });
    },
    onSettled: (_data, error) => {
      press.settle();
      // Offline, the server was not reached and changed nothing: the rollback is the truth, and a
      // refetch, which would fail too, would replace the feed (the card gone back included) with
      // its load error.
      if (isNetworkFailure(error)) return;
      // The posts are refetched (docs/product.md#likes-reposts-and-saves). Unchanged posts keep
      // their objects (structural sharing), so only the card whose numbers the server changed
      // renders again.
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      if (kind === 'save') void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
  const { mutate } = mutation;
  const { start } = press;
  const toggle = useCallback(
    (post: Post) => {
      if (!user) return;
      const on = !isToggled(post, kind);
      start(on, () => mutate({ post, on }));
    },
    [user, kind, mutate, start],
  );
  return { toggle, optimistic: press.wanted, pending: press.pending };
}

/**
 * How a card's Like, Repost and Save behave:
 * - 'server' (the rich card): the cached post changes everywhere and the server is told;
 * - 'local-and-server' (the simple card, docs/product.md#post-card): the card's own count moves by
 *   one at once, and the server is told (a failure puts the cached post, and with it the card,
 *   back);
 * - 'local' (the designers' demo, whose sample posts the server does not know): only the card.
 */
const TOGGLES: Toggle[] = ['like', 'repost', 'save'];

export type ToggleMode = 'server' | 'local' | 'local-and-server';

/**
 * The post as the card shows it and its three toggles. `source` is the post object the card was
 * given: a new one (a refetch, another card's change) replaces whatever the card changed locally.
 */
export function usePostToggles(source: Post, post: Post, mode: ToggleMode) {
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
