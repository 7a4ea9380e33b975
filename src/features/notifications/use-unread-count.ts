import { useQuery } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '../../api/notifications';
import { isEndpointMissing } from '../../api/client';
import { useAuth } from '../auth';
import { sampleUnreadCount } from './sample-notifications';
import { useSampleReadIds } from './use-sample-read';

/**
 * The signed-in resident's unread notifications, for the bell and the Notifications links. A
 * backend without the proposed count gets the samples' count: 3, less those read on this device
 * (docs/product.md#counts).
 */
export function useUnreadCount(): number | null {
  const { user } = useAuth();
  const [sampleReadIds] = useSampleReadIds();
  const query = useQuery({ ...unreadCountQueryOptions(user?.id ?? 0), enabled: user !== null });
  // Without the endpoint the screen shows the built-in samples: the badge counts those.
  if (query.isError && isEndpointMissing(query.error)) return sampleUnreadCount(sampleReadIds);
  return query.data?.count ?? null;
}
