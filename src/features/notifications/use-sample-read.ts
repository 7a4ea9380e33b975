import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

// Which sample notifications were marked read on this device. Kept in the query cache (not in
// component state) so the shell's badge and the screen agree, and a new sign-in starts afresh.
// The key is outside notificationKeys.all, so invalidating the server's notifications keeps it.
const SAMPLE_READ_KEY = ['local', 'sample-notifications', 'read'] as const;

export function useSampleReadIds(): [readonly number[], (ids: readonly number[]) => void] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: SAMPLE_READ_KEY,
    queryFn: () => queryClient.getQueryData<readonly number[]>(SAMPLE_READ_KEY) ?? [],
    initialData: [] as readonly number[],
    staleTime: Infinity,
  });
  const markRead = useCallback(
    (ids: readonly number[]) =>
      queryClient.setQueryData<readonly number[]>(SAMPLE_READ_KEY, (current = []) => [
        ...new Set([...current, ...ids]),
      ]),
    [queryClient],
  );
  return [data, markRead];
}
