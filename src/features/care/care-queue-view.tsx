import { Trans, useLingui } from '@lingui/react/macro';
import { FiClipboard, FiHome, FiInbox, FiLock } from 'react-icons/fi';
import type { CareTeamRole } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Card, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CareQueueHeader } from './care-queue-header';
import { CareTabs } from './care-tabs';
import { activeFilterCount, isFiltered, NO_FILTERS, type QueueFilters } from './queue-filters';
import { QueueFiltersCard } from './queue-filters-card';
import { QueueFilterBar } from './queue-filter-bar';
import { QueueList } from './queue-list';
import { QueueSkeleton } from './queue-skeleton';
import { StatusCounts } from './status-counts';
import type { CareQueueState } from './use-care-queue';

export interface CareQueueViewProps {
  /** The viewer's place on the care team; null for a resident. */
  role: CareTeamRole | null;
  filters: QueueFilters;
  onFiltersChange: (next: QueueFilters) => void;
  state: CareQueueState;
}

export function NotForResidents() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        icon={<FiLock aria-hidden />}
        title={t`This page is for the care team`}
        description={t`The care queue is where the builder's care team follows up residents' concerns. Your own concerns, and what is being done about them, are on their posts.`}
        action={
          <ButtonLink to="/home" icon={<FiHome aria-hidden />}>
            <Trans>Back to Home</Trans>
          </ButtonLink>
        }
      />
    </Card>
  );
}

/** The list, or what stands in for it: loading, an error, nothing at all, nothing that matches. */
function QueueBody({ filters, onFiltersChange, state }: Omit<CareQueueViewProps, 'role'>) {
  const { t } = useLingui();
  if (state.status === 'loading') return <QueueSkeleton />;
  if (state.status === 'error')
    return (
      <Alert onRetry={state.retry}>
        <Trans>Failed to load the care queue. Please try again.</Trans>
      </Alert>
    );
  if (state.status !== 'ready') return null;
  if (state.queue.posts.length > 0)
    return (
      <QueueList
        posts={state.queue.posts}
        total={state.queue.total}
        updating={state.updating}
        more={state.more}
      />
    );
  return (
    <Card>
      {isFiltered(filters) ? (
        <EmptyState
          icon={<FiInbox aria-hidden />}
          title={t`No concerns match these filters.`}
          action={
            <Button
              variant="outline"
              onClick={() => onFiltersChange({ ...NO_FILTERS, sort: filters.sort })}
            >
              <Trans>Clear filters</Trans>
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<FiClipboard aria-hidden />}
          title={t`No concerns yet.`}
          description={t`Concerns residents raise in the societies you serve will show up here.`}
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
        <Alert tone="info">
          <Trans>The care queue is not available on this server yet.</Trans>
        </Alert>
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
      <QueueFiltersCard activeFilterCount={activeFilterCount(filters)}>
        <QueueFilterBar
          filters={filters}
          choosesSociety={role.societyId === null}
          onChange={onFiltersChange}
        />
      </QueueFiltersCard>
      <QueueBody filters={filters} onFiltersChange={onFiltersChange} state={state} />
    </Stack>
  );
}
