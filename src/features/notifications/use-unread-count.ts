import { useQuery } from '@tanstack/react-query';
import { getUnreadCount, notificationKeys } from '../../api/notifications';
import { isEndpointMissing } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { sampleUnreadCount } from './sample-notifications';
import { useSampleReadIds } from './use-sample-read';

/**
 * The signed-in resident's unread notifications, for the bell and the Notifications links. A
 * backend without the proposed count gets the samples' count: SPEC §9's fixed 3, less those read
 * on this device (DECISIONS §3/§4).
 */
export function useUnreadCount(): number | null {
  const { user } = useAuth();
  const [sampleReadIds] = useSampleReadIds();
  const query = useQuery({
    queryKey: notificationKeys.unreadCount(user?.id ?? 0),
    queryFn: () => getUnreadCount(user!.id),
    enabled: user !== null,
  });
  // Without the endpoint the screen shows the built-in samples: the badge counts those.
  if (query.isError && isEndpointMissing(query.error)) return sampleUnreadCount(sampleReadIds);
  return query.data?.count ?? null;
}
