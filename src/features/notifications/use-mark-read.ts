import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
} from '../../api/notifications';
import type { Id, Notification } from '../../api/types';
import { useToast } from '../../components/toast';
import { countItems } from '../../lib/notification-grouping';

/** The unread items (as the server counts them) among `notifications`. */
const unreadItems = (notifications: readonly Notification[]) =>
  countItems(
    notifications.filter((n) => !n.read).map((n) => ({ ...n, postId: n.post?.id ?? null })),
  );

/**
 * Marks the chosen notifications read in the cached list and lowers the cached unread count at
 * once (the bell follows without waiting); returns the rollback.
 */
async function markInCache(
  queryClient: QueryClient,
  userId: Id,
  isChosen: (notification: Notification) => boolean,
): Promise<() => void> {
  // A refetch on its way would bring back the old state over the optimistic one.
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  const listKey = notificationKeys.list(userId);
  const countKey = notificationKeys.unreadCount(userId);
  const list = queryClient.getQueryData<Notification[]>(listKey);
  const count = queryClient.getQueryData<{ count: number }>(countKey);
  const next = list?.map((n) => (isChosen(n) ? { ...n, read: true } : n));
  // The count is of items: marking a concern's "affected" notifications lowers it by one.
  const marked = list && next ? unreadItems(list) - unreadItems(next) : 0;
  if (next) queryClient.setQueryData<Notification[]>(listKey, next);
  if (count) queryClient.setQueryData(countKey, { count: Math.max(0, count.count - marked) });
  return () => {
    queryClient.setQueryData(listKey, list);
    queryClient.setQueryData(countKey, count);
  };
}

/**
 * Proposed POST /api/notifications/{id}/read for each notification of an item, optimistic, rolled
 * back with a toast on failure.
 */
export function useMarkRead(userId: Id) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (ids: readonly Id[]) => Promise.all(ids.map((id) => markNotificationRead(id))),
    onMutate: (ids) => markInCache(queryClient, userId, (n) => ids.includes(n.id)),
    onError: (_error, _id, rollback) => {
      rollback?.();
      toast({
        title: t`Error`,
        description: t`Failed to mark the notification as read`,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Proposed POST /api/notifications/read-all, optimistic like a single one. */
export function useMarkAllRead(userId: Id) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(userId),
    onMutate: () => markInCache(queryClient, userId, () => true),
    onError: (_error, _variables, rollback) => {
      rollback?.();
      toast({
        title: t`Error`,
        description: t`Failed to mark notifications as read`,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
