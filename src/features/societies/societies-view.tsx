import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiInbox } from 'react-icons/fi';
import { Alert } from '../../components/alert';
import { Card, CardTitle, MutedText, PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import type { RecordPeriod } from '../../lib/societies';
import { PeriodSwitch } from './period-switch';
import { RankingTable } from './ranking-table';
import { RecordFigures } from './record-figures';
import { SOCIETY_PAGES_MISSING } from './society-view';
import type { RankingState } from './use-society-ranking';

const RANKING_LOAD_FAILED_MESSAGE = msg`Failed to load the societies' records. Please try again.`;
/** The same in English, as the stories (which run in English) look for it. */
export const RANKING_LOAD_FAILED = "Failed to load the societies' records. Please try again.";

export interface SocietiesViewProps {
  period: RecordPeriod;
  onPeriodChange: (period: RecordPeriod) => void;
  state: RankingState;
}

/**
 * /societies: every society ranked by share resolved within target, the builder-wide totals
 * above (docs/product.md#society-records).
 */
export function SocietiesView({ period, onPeriodChange, state }: SocietiesViewProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack $gap={4}>
      <header>
        <PageTitle>
          <Trans>Societies</Trans>
        </PageTitle>
        <MutedText>
          <Trans>
            How fast each society's concerns are handled, ranked by the share resolved within
            target.
          </Trans>
        </MutedText>
      </header>
      {state.status === 'missing' ? (
        <Alert tone="info">{i18n._(SOCIETY_PAGES_MISSING)}</Alert>
      ) : (
        <PeriodSwitch period={period} onChange={onPeriodChange} />
      )}
      {state.status === 'loading' && (
        <Stack $gap={4} role="status" aria-busy="true" aria-label={t`Loading the records`}>
          <Skeleton $height="160px" />
          <Skeleton $height="320px" />
        </Stack>
      )}
      {state.status === 'error' && (
        <Alert onRetry={state.retry}>{i18n._(RANKING_LOAD_FAILED_MESSAGE)}</Alert>
      )}
      {state.status === 'ready' && (
        <Stack $gap={4} aria-busy={state.updating} style={{ opacity: state.updating ? 0.6 : 1 }}>
          <Card aria-labelledby="builder-wide-heading">
            <Stack $gap={3}>
              <CardTitle id="builder-wide-heading">
                <Trans>All societies together</Trans>
              </CardTitle>
              <MutedText>
                <Trans>Over the last {period} days, builder-wide concerns included.</Trans>
              </MutedText>
              <RecordFigures
                figures={state.records.builderWide}
                label={t`All societies over the last ${period} days`}
              />
            </Stack>
          </Card>
          {state.records.societies.length > 0 ? (
            <RankingTable entries={state.records.societies} period={period} />
          ) : (
            <Card>
              <EmptyState icon={<FiInbox aria-hidden />} title={t`No societies yet.`} />
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
