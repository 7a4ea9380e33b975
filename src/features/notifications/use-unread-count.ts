import { useQuery } from '@tanstack/react-query';
import { getUnreadCount, notificationKeys } from '../../api/notifications';
import { isEndpointMissing } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { SAMPLE_UNREAD, sampleUnreadCount } from './sample-notifications';
import { useSampleReadIds } from './use-sample-read';

/** SPEC §9's fixed badge, used only when the backend lacks the proposed count (DECISIONS §3/§4). */
export const SAMPLE_UNREAD_COUNT = SAMPLE_UNREAD;

/** The signed-in resident's unread notifications, for the bell and the Notifications links. */
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
