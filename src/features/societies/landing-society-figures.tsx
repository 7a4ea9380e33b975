import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { societyRecordsQueryOptions } from '../../api/societies';
import { Card, CardTitle, MutedText, Stack } from '../../components/card';
import { DEFAULT_RECORD_PERIOD } from '../../lib/societies';
import { RecordFigures } from './record-figures';
import type { FigureRow } from './record-format';

// The landing shows the few figures a visitor asks first; the rest are on /societies.
/* eslint-disable lingui/no-unlocalized-strings -- the figures' keys, not texts */
const LANDING_FIGURES: ReadonlyArray<FigureRow['key']> = [
  'resolved',
  'resolvedWithinTargetShare',
  'medianHoursToAcknowledge',
  'medianHoursToResolve',
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The landing's builder-wide figures (docs/product.md#landing-page): every society together, no
 * resident named. Nothing at all while loading, or when the server lacks the call or fails: the
 * page is whole without it.
 */
export default function LandingSocietyFigures() {
  const query = useQuery(societyRecordsQueryOptions(DEFAULT_RECORD_PERIOD));
  const { t } = useLingui();
  if (!query.isSuccess) return null;
  const days = DEFAULT_RECORD_PERIOD;
  return (
    <Card aria-labelledby="landing-society-figures">
      <Stack $gap={3}>
        <CardTitle id="landing-society-figures">
          <Trans>How our societies' concerns are handled</Trans>
        </CardTitle>
        <MutedText>
          <Trans>Across every society of the builder, over the last {days} days.</Trans>
        </MutedText>
        <RecordFigures
          figures={query.data.builderWide}
          label={t`Every society together`}
          only={LANDING_FIGURES}
        />
      </Stack>
    </Card>
  );
}
