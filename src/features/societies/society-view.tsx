import { FiArrowLeft, FiBarChart2, FiInbox } from 'react-icons/fi';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Card, MutedText, PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { DEFAULT_RECORD_PERIOD, type RecordPeriod } from '../../lib/societies';
import { CategoryChart } from './category-chart';
import { PeriodSwitch } from './period-switch';
import { RecordFigures } from './record-figures';
import { periodText } from './record-format';
import type { SocietyPageState } from './use-society-page';
import { WeeklyChart } from './weekly-chart';

export const SOCIETY_PAGES_MISSING_TEXT = 'Society records are not available on this server yet.';
export const SOCIETY_LOAD_FAILED = "Failed to load this society's record. Please try again.";

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Updating = styled.div<{ $updating: boolean }>`
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.fast};
`;

/** /societies, keeping the period the resident chose. */
export const allSocietiesPath = (period: RecordPeriod) =>
  period === DEFAULT_RECORD_PERIOD ? '/societies' : `/societies?period=${period}`;

function AllSocietiesLink({ period }: { period: RecordPeriod }) {
  return (
    <ButtonLink
      to={allSocietiesPath(period)}
      variant="ghost"
      size="sm"
      icon={<FiArrowLeft aria-hidden />}
    >
      All societies
    </ButtonLink>
  );
}

function RecordSkeleton() {
  return (
    <Stack $gap={4} role="status" aria-busy="true" aria-label="Loading the record">
      <Skeleton $height="180px" />
      <Skeleton $height="220px" />
    </Stack>
  );
}

export interface SocietyViewProps {
  period: RecordPeriod;
  onPeriodChange: (period: RecordPeriod) => void;
  state: SocietyPageState;
}

/** /societies/{id}: a society's public response record (docs/product.md#society-records). */
export function SocietyView({ period, onPeriodChange, state }: SocietyViewProps) {
  if (state.status === 'missing' || state.status === 'not-found') {
    return (
      <Stack $gap={4}>
        <Header>
          <AllSocietiesLink period={period} />
          <PageTitle>Society</PageTitle>
        </Header>
        {state.status === 'missing' ? (
          <Alert tone="info">{SOCIETY_PAGES_MISSING_TEXT}</Alert>
        ) : (
          <Card>
            <EmptyState icon={<FiInbox aria-hidden />} title="Society not found" />
          </Card>
        )}
      </Stack>
    );
  }
  const ready = state.status === 'ready' ? state : null;
  const figures = ready?.record.figures;
  const empty = figures && figures.opened === 0 && figures.resolved === 0 && figures.closed === 0;
  return (
    <Stack $gap={4}>
      <Header>
        <AllSocietiesLink period={period} />
        <PageTitle>{ready ? ready.society.name : 'Society'}</PageTitle>
        {ready && (
          <MutedText>
            {ready.society.city}, {ready.society.state} · {ready.society.residentsCount} residents ·{' '}
            {ready.society.groupsCount} groups
          </MutedText>
        )}
      </Header>
      <PeriodSwitch period={period} onChange={onPeriodChange} />
      {state.status === 'loading' && <RecordSkeleton />}
      {state.status === 'error' && <Alert onRetry={state.retry}>{SOCIETY_LOAD_FAILED}</Alert>}
      {ready && figures && (
        <Updating $updating={ready.updating} aria-busy={ready.updating}>
          <Stack $gap={4}>
            <RecordFigures figures={figures} label={`Record over ${periodText(period)}`} />
            {empty ? (
              <Card>
                <EmptyState
                  icon={<FiBarChart2 aria-hidden />}
                  title={`No concerns in ${periodText(period)}.`}
                  description="Nothing was raised, resolved or closed in this society in the period."
                />
              </Card>
            ) : (
              <Charts>
                <Card>
                  <WeeklyChart weeks={ready.record.weeks} />
                </Card>
                <Card>
                  {ready.record.categories.length > 0 ? (
                    <CategoryChart categories={ready.record.categories} />
                  ) : (
                    <MutedText>No concern was resolved in {periodText(period)}.</MutedText>
                  )}
                </Card>
              </Charts>
            )}
          </Stack>
        </Updating>
      )}
    </Stack>
  );
}
