import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostListParams } from '../../api/posts';
import type { Post } from '../../api/types';
import { useToast } from '../../components/toast';
import { postPagesQuery } from './use-feed';

/** What Latest says once the first page has come again: how many of its posts are new here. */
function latestDescription(added: number, label: string): string {
  if (added === 0) return i18n._(msg`No new posts in ${label}.`);
  return i18n._(
    msg`${plural(added, { one: `${added} new post`, other: `${added} new posts` })} in ${label}.`,
  );
}

/**
 * The feed header's Latest: the list shown asks for its first page again, the page scrolls to the
 * top, and a toast says how many posts are new. A second press while one is on its way is ignored.
 */
export function useShowLatest(posts: PostListParams, label: string, items: Post[]) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useLingui();
  // Latest reads what is on screen when it is pressed, and stays the same function meanwhile so
  // the header (memoized) does not render again for each like.
  const shown = useRef({ posts, label, items });
  useEffect(() => {
    shown.current = { posts, label, items };
  });
  const [refreshing, setRefreshing] = useState(false);
  const refreshingRef = useRef(false);
  const showLatest = useCallback(async () => {
    if (refreshingRef.current) return;
    refreshingRef.current = true;
    setRefreshing(true);
    const { posts: params, label, items } = shown.current;
    const { queryKey } = postPagesQuery(params);
    window.scrollTo({ top: 0 });
    // Only the first page is asked again: it holds the newest posts, and Load More then goes on
    // from them instead of asking again for every page read before.
    queryClient.setQueryData(
      queryKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    try {
      await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
      const before = new Set(items.map((post) => post.id));
      const first = queryClient.getQueryData(queryKey)?.pages[0] ?? [];
      const added = first.filter((post) => !before.has(post.id)).length;
      // Said, not only shown: with nothing new the list looks just as it did.
      toast({ title: t`Showing the latest posts`, description: latestDescription(added, label) });
    } catch {
      // The posts shown stay (a failed refresh keeps what shows): the toast says they are not
      // the latest.
      toast({
        title: t`Could not show the latest posts`,
        description: t`Check your connection and try again.`,
        variant: 'destructive',
      });
    } finally {
      refreshingRef.current = false;
      setRefreshing(false);
    }
  }, [queryClient, toast, t]);
  return { refreshing, showLatest };
}
