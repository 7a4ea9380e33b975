import { useQuery } from '@tanstack/react-query';
import { getUnreadCount, notificationKeys } from '../../api/notifications';
import { isEndpointMissing } from '../../api/client';
import { useAuth } from '../auth/auth-context';

/** SPEC §9's fixed badge, used only when the backend lacks the proposed count (DECISIONS §3/§4). */
export const SAMPLE_UNREAD_COUNT = 3;

/** The signed-in resident's unread notifications, for the bell and the Notifications links. */
export function useUnreadCount(): number | null {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: notificationKeys.unreadCount(user?.id ?? 0),
    queryFn: () => getUnreadCount(user!.id),
    enabled: user !== null,
  });
  if (query.isError && isEndpointMissing(query.error)) return SAMPLE_UNREAD_COUNT;
  return query.data?.count ?? null;
}
