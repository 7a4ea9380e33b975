// Which posts the signed-in resident has reported, as the cards show it: remembered per tab and
// resident (viewer-state.ts), and every card of the post told at once when one more is reported.
import { useCallback, useSyncExternalStore } from 'react';
import type { Id } from '../../api/types';
import { hasReportedPost, rememberReportedPost } from '../../api/viewer-state';
import { useAuth } from '../auth';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The resident has reported the post (or the server said they already had). */
export function markPostReported(viewerId: Id, postId: Id): void {
  rememberReportedPost(viewerId, postId);
  for (const listener of listeners) listener();
}

/** Whether the signed-in resident has reported the post, in this tab. */
export function useReportedPost(postId: Id): boolean {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const reported = useCallback(
    () => viewerId !== null && hasReportedPost(viewerId, postId),
    [viewerId, postId],
  );
  return useSyncExternalStore(subscribe, reported, () => false);
}
