import { useCallback, useDeferredValue, useMemo } from 'react';
import { usePostList } from '../../api/posts';
import type { Post } from '../../api/types';
import { samplePosts } from './sample-posts';

export interface LandingPosts {
  posts: Post[];
  isPending: boolean;
  /** True when the sample posts stand in for the community feed. */
  usingSamples: boolean;
  /** When the list failed: asks for it again (the samples stand in meanwhile); else null. */
  retry: (() => void) | null;
}

/**
 * The documented GET /api/posts (no query). On the public feed a failure or an empty list is
 * replaced by the built-in sample posts, so a visitor never meets an empty or broken page
 * (docs/product.md#landing-page).
 */
export function useLandingPosts(): LandingPosts {
  const query = usePostList();
  // The list arrives as one large render (a dozen post cards and the counters). Deferred, React
  // renders it in slices that let the visitor's input through, instead of one long task; the
  // loading placeholders stay until it is ready. The error is deferred with it: after 'Try again'
  // the samples stay until the posts replace them, with no placeholders between.
  const data = useDeferredValue(query.data);
  const isError = useDeferredValue(query.isError);
  const usingSamples = isError || (data !== undefined && data.length === 0);
  const samples = useMemo(() => (usingSamples ? samplePosts() : []), [usingSamples]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    posts: usingSamples ? samples : (data ?? []),
    isPending: data === undefined && !isError,
    usingSamples,
    retry: isError ? retry : null,
  };
}
