import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isEndpointMissing } from '../../api/client';
import { notificationsQueryOptions } from '../../api/notifications';
import type { Id, Notification } from '../../api/types';
import { useAuth } from '../auth';
import { sampleNotifications } from './sample-notifications';
import { useMarkAllRead, useMarkRead } from './use-mark-read';
import { useSampleReadIds } from './use-sample-read';

export type NotificationsState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      notifications: Notification[];
      /** True when the backend lacks the endpoint and the built-in samples are shown. */
      isSample: boolean;
      /** Marks the notifications of an item read: one, or a concern's "affected" ones. */
      markRead: (ids: readonly Id[]) => void;
      markAllRead: () => void;
      markingAll: boolean;
    };

/**
 * The signed-in resident's notifications (proposed GET /api/notifications?userId=…) with the
 * server-side read actions; the built-in samples, read locally, when the endpoint is missing.
 */
export function useNotifications(): NotificationsState {
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  const query = useQuery({ ...notificationsQueryOptions(userId), enabled: user !== null });
  const markRead = useMarkRead(userId);
  const markAllRead = useMarkAllRead(userId);

  const isSample = query.isError && isEndpointMissing(query.error);
  const [samples] = useState(sampleNotifications);
  const [sampleReadIds, markSamplesRead] = useSampleReadIds();
  const shownSamples = useMemo(
    () => samples.map((n) => (sampleReadIds.includes(n.id) ? { ...n, read: true } : n)),
    [samples, sampleReadIds],
  );

  if (user === null) return { status: 'signed-out' };
  if (isSample) {
    return {
      status: 'ready',
      notifications: shownSamples,
      isSample: true,
      markRead: (ids) => markSamplesRead(ids),
      markAllRead: () => markSamplesRead(samples.map((n) => n.id)),
      markingAll: false,
    };
  }
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return {
    status: 'ready',
    notifications: query.data,
    isSample: false,
    markRead: (ids) => markRead.mutate(ids),
    markAllRead: () => markAllRead.mutate(),
    markingAll: markAllRead.isPending,
  };
}
