import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import type { SocietyProfile } from '../../api/societies';
import type { SocietyPageState } from './use-society-page';
import { WeeklyChart } from './weekly-chart';

export const SOCIETY_PAGES_MISSING = msg`Society records are not available on this server yet.`;
const SOCIETY_LOAD_FAILED_MESSAGE = msg`Failed to load this society's record. Please try again.`;

// The same texts in English, as the tests and stories (which run in English) look for them.
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
      <Trans>All societies</Trans>
    </ButtonLink>
  );
}

/** "Noida, Uttar Pradesh · 120 residents · 4 groups" */
function SocietyFacts({ society }: { society: SocietyProfile }) {
  const { t } = useLingui();
  const { city, state, residentsCount, groupsCount } = society;
  return t`${city}, ${state} · ${plural(residentsCount, { one: `${residentsCount} resident`, other: `${residentsCount} residents` })} · ${plural(groupsCount, { one: `${groupsCount} group`, other: `${groupsCount} groups` })}`;
}

function RecordSkeleton() {
  const { t } = useLingui();
  return (
    <Stack $gap={4} role="status" aria-busy="true" aria-label={t`Loading the record`}>
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
  const { t, i18n } = useLingui();
  if (state.status === 'missing' || state.status === 'not-found') {
    return (
      <Stack $gap={4}>
        <Header>
          <AllSocietiesLink period={period} />
          <PageTitle>
            <Trans>Society</Trans>
          </PageTitle>
        </Header>
        {state.status === 'missing' ? (
          <Alert tone="info">{i18n._(SOCIETY_PAGES_MISSING)}</Alert>
        ) : (
          <Card>
            <EmptyState icon={<FiInbox aria-hidden />} title={t`Society not found`} />
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
        <PageTitle>{ready ? ready.society.name : <Trans>Society</Trans>}</PageTitle>
        {ready && (
          <MutedText>
            <SocietyFacts society={ready.society} />
          </MutedText>
        )}
      </Header>
      <PeriodSwitch period={period} onChange={onPeriodChange} />
      {state.status === 'loading' && <RecordSkeleton />}
      {state.status === 'error' && (
        <Alert onRetry={state.retry}>{i18n._(SOCIETY_LOAD_FAILED_MESSAGE)}</Alert>
      )}
      {ready && figures && (
        <Updating $updating={ready.updating} aria-busy={ready.updating}>
          <Stack $gap={4}>
            <RecordFigures figures={figures} label={t`Record over the last ${period} days`} />
            {empty ? (
              <Card>
                <EmptyState
                  icon={<FiBarChart2 aria-hidden />}
                  title={t`No concerns in the last ${period} days.`}
                  description={t`Nothing was raised, resolved or closed in this society in the period.`}
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
                    <MutedText>
                      <Trans>No concern was resolved in the last {period} days.</Trans>
                    </MutedText>
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
