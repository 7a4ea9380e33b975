import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { societyRecordsQueryOptions } from '../../api/societies';
import { Card, CardTitle, MutedText, Stack } from '../../components/card';
import { DEFAULT_RECORD_PERIOD } from '../../lib/societies';
import { FigureValue } from './record-figures';
import { figureRows, periodText } from './record-format';

// The landing shows the few figures a visitor asks first; the rest are on /societies.
const LANDING_FIGURES = [
  'resolved',
  'resolvedWithinTargetShare',
  'medianHoursToAcknowledge',
  'medianHoursToResolve',
];

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const LANDING_FIGURES_TITLE = "How our societies' concerns are handled";

/**
 * The landing's builder-wide figures (docs/product.md#landing-page): every society together, no
 * resident named. Nothing at all while loading, or when the server lacks the call or fails: the
 * page is whole without it.
 */
export default function LandingSocietyFigures() {
  const query = useQuery(societyRecordsQueryOptions(DEFAULT_RECORD_PERIOD));
  if (!query.isSuccess) return null;
  const rows = figureRows(query.data.builderWide).filter((row) =>
    LANDING_FIGURES.includes(row.key),
  );
  return (
    <Card aria-labelledby="landing-society-figures">
      <Stack $gap={3}>
        <CardTitle id="landing-society-figures">{LANDING_FIGURES_TITLE}</CardTitle>
        <MutedText>
          Across every society of the builder, over {periodText(DEFAULT_RECORD_PERIOD)}.
        </MutedText>
        <List>
          {rows.map((row) => (
            <div key={row.key}>
              <dd>
                <FigureValue value={row.value} />
              </dd>
              <dt>{row.label}</dt>
            </div>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
