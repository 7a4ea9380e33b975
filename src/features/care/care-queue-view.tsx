import { FiClipboard, FiHome, FiInbox, FiLock } from 'react-icons/fi';
import type { User } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Card, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CareQueueHeader } from './care-queue-header';
import { CareTabs } from './care-tabs';
import { isFiltered, NO_FILTERS, type QueueFilters } from './queue-filters';
import { QueueFilterBar } from './queue-filter-bar';
import { QueueList } from './queue-list';
import { QueueSkeleton } from './queue-skeleton';
import { StatusCounts } from './status-counts';
import type { CareQueueState } from './use-care-queue';

export const NOT_CARE_TEAM_TITLE = 'This page is for the care team';
export const NOT_AVAILABLE_TEXT = 'The care queue is not available on this server yet.';

export interface CareQueueViewProps {
  /** The viewer's place on the care team; null for a resident. */
  role: NonNullable<User['careTeam']> | null;
  filters: QueueFilters;
  onFiltersChange: (next: QueueFilters) => void;
  state: CareQueueState;
}

export function NotForResidents() {
  return (
    <Card>
      <EmptyState
        icon={<FiLock aria-hidden />}
        title={NOT_CARE_TEAM_TITLE}
        description="The care queue is where the builder's care team follows up residents' concerns. Your own concerns, and what is being done about them, are on their posts."
        action={
          <ButtonLink to="/home" icon={<FiHome aria-hidden />}>
            Back to Home
          </ButtonLink>
        }
      />
    </Card>
  );
}

/** The list, or what stands in for it: loading, an error, nothing at all, nothing that matches. */
function QueueBody({ filters, onFiltersChange, state }: Omit<CareQueueViewProps, 'role'>) {
  if (state.status === 'loading') return <QueueSkeleton />;
  if (state.status === 'error')
    return <Alert onRetry={state.retry}>Failed to load the care queue. Please try again.</Alert>;
  if (state.status !== 'ready') return null;
  if (state.queue.posts.length > 0)
    return <QueueList posts={state.queue.posts} updating={state.updating} />;
  return (
    <Card>
      {isFiltered(filters) ? (
        <EmptyState
          icon={<FiInbox aria-hidden />}
          title="No concerns match these filters."
          action={
            <Button
              variant="outline"
              onClick={() => onFiltersChange({ ...NO_FILTERS, sort: filters.sort })}
            >
              Clear filters
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<FiClipboard aria-hidden />}
          title="No concerns yet."
          description="Concerns residents raise in the societies you serve will show up here."
        />
      )}
    </Card>
  );
}

/** /care: the concerns the care team serves, counted by status, filtered and sorted. */
export function CareQueueView(props: CareQueueViewProps) {
  const { role, filters, onFiltersChange, state } = props;
  if (!role || state.status === 'not-care-team') {
    return (
      <Stack $gap={4}>
        <CareQueueHeader careRole={null} />
        <NotForResidents />
      </Stack>
    );
  }
  if (state.status === 'missing') {
    return (
      <Stack $gap={4}>
        <CareQueueHeader careRole={role} />
        <CareTabs />
        <Alert tone="info">{NOT_AVAILABLE_TEXT}</Alert>
      </Stack>
    );
  }
  return (
    <Stack $gap={4}>
      <CareQueueHeader careRole={role} />
      <CareTabs />
      {state.status === 'ready' && (
        <StatusCounts
          counts={state.queue.counts}
          selected={filters.status}
          onSelect={(status) => onFiltersChange({ ...filters, status })}
        />
      )}
      <Card aria-label="Filters">
        <QueueFilterBar
          filters={filters}
          choosesSociety={role.societyId === null}
          onChange={onFiltersChange}
        />
      </Card>
      <QueueBody filters={filters} onFiltersChange={onFiltersChange} state={state} />
    </Stack>
  );
}
