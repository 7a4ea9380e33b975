// The query clients of rendered apps, so the test set-up can let in-flight requests settle before
// the next test's fresh db (kept apart from render-app so the set-up does not load the whole app).
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

const liveClients = new Set<QueryClient>();

export function trackQueryClient(client: QueryClient): void {
  liveClients.add(client);
}

/** Waits until no query or mutation of any rendered app is in flight (call between tests). */
export async function settleQueries(): Promise<void> {
  for (const client of liveClients) {
    await waitFor(() => {
      if (client.isFetching() + client.isMutating() > 0)
        throw new Error('requests still in flight');
    });
    client.clear();
  }
  liveClients.clear();
}
