import { Trans, useLingui } from '@lingui/react/macro';
import { FiClock } from 'react-icons/fi';
import type { Period } from '../../api/types';
import { SegmentedControl } from '../../components/segmented-control';
import type { PeriodOption } from './explore-data';

/** The time filter: a radio group (arrow keys move between the periods), labelled 'Time period'. */
export function PeriodFilter({
  options,
  value,
  onChange,
}: {
  options: PeriodOption[];
  value: Period;
  onChange: (period: Period) => void;
}) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      legend={
        <>
          <FiClock aria-hidden />
          <Trans>Time period</Trans>
        </>
      }
      options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
      value={value}
      onChange={onChange}
    />
  );
}
