import { FiInbox } from 'react-icons/fi';
import { Alert } from '../../components/alert';
import { Card, CardTitle, MutedText, PageTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import type { RecordPeriod } from '../../lib/societies';
import { PeriodSwitch } from './period-switch';
import { RankingTable } from './ranking-table';
import { RecordFigures } from './record-figures';
import { periodText } from './record-format';
import { SOCIETY_PAGES_MISSING_TEXT } from './society-view';
import type { RankingState } from './use-society-ranking';

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
  return (
    <Stack $gap={4}>
      <header>
        <PageTitle>Societies</PageTitle>
        <MutedText>
          How fast each society's concerns are handled, ranked by the share resolved within target.
        </MutedText>
      </header>
      {state.status === 'missing' ? (
        <Alert tone="info">{SOCIETY_PAGES_MISSING_TEXT}</Alert>
      ) : (
        <PeriodSwitch period={period} onChange={onPeriodChange} />
      )}
      {state.status === 'loading' && (
        <Stack $gap={4} role="status" aria-busy="true" aria-label="Loading the records">
          <Skeleton $height="160px" />
          <Skeleton $height="320px" />
        </Stack>
      )}
      {state.status === 'error' && <Alert onRetry={state.retry}>{RANKING_LOAD_FAILED}</Alert>}
      {state.status === 'ready' && (
        <Stack $gap={4} aria-busy={state.updating} style={{ opacity: state.updating ? 0.6 : 1 }}>
          <Card aria-labelledby="builder-wide-heading">
            <Stack $gap={3}>
              <CardTitle id="builder-wide-heading">All societies together</CardTitle>
              <MutedText>Over {periodText(period)}, builder-wide concerns included.</MutedText>
              <RecordFigures
                figures={state.records.builderWide}
                label={`All societies over ${periodText(period)}`}
              />
            </Stack>
          </Card>
          {state.records.societies.length > 0 ? (
            <RankingTable entries={state.records.societies} period={period} />
          ) : (
            <Card>
              <EmptyState icon={<FiInbox aria-hidden />} title="No societies yet." />
            </Card>
          )}
        </Stack>
      )}
    </Stack>
  );
}
