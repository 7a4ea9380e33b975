import { useQuery } from '@tanstack/react-query';
import { societyRecordsQueryOptions } from '../../api/societies';
import { Card, CardTitle, MutedText, Stack } from '../../components/card';
import { DEFAULT_RECORD_PERIOD } from '../../lib/societies';
import { RecordFigures } from './record-figures';
import { periodText, type FigureRow } from './record-format';

// The landing shows the few figures a visitor asks first; the rest are on /societies.
const LANDING_FIGURES: ReadonlyArray<FigureRow['key']> = [
  'resolved',
  'resolvedWithinTargetShare',
  'medianHoursToAcknowledge',
  'medianHoursToResolve',
];

export const LANDING_FIGURES_TITLE = "How our societies' concerns are handled";

/**
 * The landing's builder-wide figures (docs/product.md#landing-page): every society together, no
 * resident named. Nothing at all while loading, or when the server lacks the call or fails: the
 * page is whole without it.
 */
export default function LandingSocietyFigures() {
  const query = useQuery(societyRecordsQueryOptions(DEFAULT_RECORD_PERIOD));
  if (!query.isSuccess) return null;
  return (
    <Card aria-labelledby="landing-society-figures">
      <Stack $gap={3}>
        <CardTitle id="landing-society-figures">{LANDING_FIGURES_TITLE}</CardTitle>
        <MutedText>
          Across every society of the builder, over {periodText(DEFAULT_RECORD_PERIOD)}.
        </MutedText>
        <RecordFigures
          figures={query.data.builderWide}
          label="Every society together"
          only={LANDING_FIGURES}
        />
      </Stack>
    </Card>
  );
}
