import { useSearchParams } from 'react-router-dom';
import { useViewer } from '../auth';
import { CareQueueView } from './care-queue-view';
import { filtersFor, filtersToSearch, type QueueFilters } from './queue-filters';
import { useCareQueue } from './use-care-queue';

/**
 * /care: the care team's queue of concerns (docs/product.md#concerns). The filters live in the
 * address, so Back from a concern and a reload bring the same list back.
 */
export default function CareQueueScreen() {
  const viewer = useViewer();
  const role = viewer.careTeam ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFor(searchParams, role);
  const state = useCareQueue(filters, role !== null);
  // Filters replace the history entry: Back leaves the queue instead of replaying each click.
  const onFiltersChange = (next: QueueFilters) =>
    setSearchParams(filtersToSearch(next), { replace: true });
  return (
    <CareQueueView role={role} filters={filters} onFiltersChange={onFiltersChange} state={state} />
  );
}
