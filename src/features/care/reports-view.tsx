import { Trans, useLingui } from '@lingui/react/macro';
import { FiCheckCircle } from 'react-icons/fi';
import type { User } from '../../api/types';
import { Alert } from '../../components/alert';
import { Card, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { CareQueueHeader } from './care-queue-header';
import { NotForResidents } from './care-queue-view';
import { CareTabs } from './care-tabs';
import { QueueSkeleton } from './queue-skeleton';
import { ReportCase } from './report-case';
import type { ModerationCasesState } from './use-moderation-cases';

function ReportsBody({ state, viewer }: { state: ModerationCasesState; viewer: User }) {
  const { t } = useLingui();
  if (state.status === 'loading') return <QueueSkeleton label={t`Loading reports...`} />;
  if (state.status === 'error')
    return (
      <Alert onRetry={state.retry}>
        <Trans>Failed to load the reports. Please try again.</Trans>
      </Alert>
    );
  if (state.status !== 'ready') return null;
  if (state.cases.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<FiCheckCircle aria-hidden />}
          title={t`No reports to review.`}
          description={t`Reports residents make in the societies you serve, and appeals of removed posts, show up here.`}
        />
      </Card>
    );
  return (
    <Stack $gap={3} aria-label={t`Open reports and appeals`} role="list">
      {state.cases.map((item) => (
        <div role="listitem" key={`${item.kind} ${item.reports[0]?.id ?? item.post?.id}`}>
          <ReportCase item={item} viewer={viewer} />
        </div>
      ))}
    </Stack>
  );
}

/** /care/reports: the open reports and appeals of the societies the member serves. */
export function ReportsView({ viewer, state }: { viewer: User; state: ModerationCasesState }) {
  const role = viewer.careTeam ?? null;
  if (!role || state.status === 'not-care-team')
    return (
      <Stack $gap={4}>
        <CareQueueHeader careRole={null} />
        <NotForResidents />
      </Stack>
    );
  return (
    <Stack $gap={4}>
      <CareQueueHeader careRole={role} />
      <CareTabs />
      {state.status === 'missing' ? (
        <Alert tone="info">
          <Trans>Reports are not available on this server yet.</Trans>
        </Alert>
      ) : (
        <ReportsBody state={state} viewer={viewer} />
      )}
    </Stack>
  );
}
