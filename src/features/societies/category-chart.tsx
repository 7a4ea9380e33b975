import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SocietyRecord } from '../../api/societies';
import { CATEGORY_LABELS } from '../concerns';
import { ChartFrame, Legend } from './chart-frame';
import { linearScale } from './chart-scale';
import { formatHours } from './record-format';

type Category = SocietyRecord['categories'][number];

// Horizontal bars in HTML: the label sits above its bar, so a phone of 360 px reads every word.
const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Label = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.div`
  position: relative;
  height: 14px;
  margin-top: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Bar = styled.div`
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
`;

/** The category's target: a dashed upright line across the track. */
const Target = styled.div`
  position: absolute;
  top: -3px;
  bottom: -3px;
  border-left: 2px dashed ${({ theme }) => theme.colors.text};
`;

const TargetSwatch = styled.span`
  width: 0;
  height: 14px;
  border-left: 2px dashed ${({ theme }) => theme.colors.text};
`;

const BarSwatch = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.primary};
`;

/** "3 of 4 within target" */
function WithinTarget({ row }: { row: Category }) {
  const { resolvedWithinTarget, resolved } = row;
  return (
    <Trans>
      {resolvedWithinTarget} of {resolved} within target
    </Trans>
  );
}

function CategoriesTable({ categories }: { categories: Category[] }) {
  return (
    <table>
      <caption>
        <Trans>Median time to resolve by category</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Category</Trans>
          </th>
          <th scope="col">
            <Trans>Median time to resolve</Trans>
          </th>
          <th scope="col">
            <Trans>Target</Trans>
          </th>
          <th scope="col">
            <Trans>Resolved</Trans>
          </th>
          <th scope="col">
            <Trans>Within target</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {categories.map((row) => (
          <tr key={row.category}>
            <th scope="row">{CATEGORY_LABELS[row.category]}</th>
            <td>{formatHours(row.medianHoursToResolve)}</td>
            <td>{formatHours(row.targetHours)}</td>
            <td>{row.resolved}</td>
            <td>{row.resolvedWithinTarget}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Median time to resolve per category, slowest first, against the category's target. */
export function CategoryChart({ categories }: { categories: Category[] }) {
  const { t } = useLingui();
  const longest = Math.max(
    1,
    ...categories.flatMap((row) => [row.medianHoursToResolve, row.targetHours]),
  );
  const x = linearScale(longest, [0, 100]);
  const legend = (
    <Legend>
      <li>
        <BarSwatch />
        <Trans>Median time to resolve</Trans>
      </li>
      <li>
        <TargetSwatch />
        <Trans>Target (dashed line)</Trans>
      </li>
    </Legend>
  );
  return (
    <ChartFrame
      caption={t`Time to resolve by category`}
      legend={legend}
      table={<CategoriesTable categories={categories} />}
    >
      <Rows>
        {categories.map((row) => (
          <li key={row.category}>
            <Label>
              <span>
                {CATEGORY_LABELS[row.category]}: {formatHours(row.medianHoursToResolve)}
              </span>
              <span>
                <WithinTarget row={row} />
              </span>
            </Label>
            <Track>
              <Bar style={{ width: `${x(row.medianHoursToResolve)}%` }} />
              <Target style={{ left: `${x(row.targetHours)}%` }} />
            </Track>
          </li>
        ))}
      </Rows>
    </ChartFrame>
  );
}
