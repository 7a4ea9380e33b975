import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { SegmentedControl } from '../../components/segmented-control';
import { DEFAULT_RECORD_PERIOD, RECORD_PERIODS, type RecordPeriod } from '../../lib/societies';
import { readPeriod } from './record-format';

/**
 * The record's period from the address (`?period=90`; 30 when absent), and a change that writes
 * it there as a new history entry, so Back returns to the other period and a link shares it.
 */
export function usePeriod(): [RecordPeriod, (period: RecordPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const setPeriod = (period: RecordPeriod) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (period === DEFAULT_RECORD_PERIOD) next.delete('period');
      else next.set('period', String(period));
      return next;
    });
  return [readPeriod(search), setPeriod];
}

export function PeriodSwitch({
  period,
  onChange,
}: {
  period: RecordPeriod;
  onChange: (period: RecordPeriod) => void;
}) {
  const { t } = useLingui();
  const options = RECORD_PERIODS.map((days) => ({ value: String(days), label: t`${days} days` }));
  return (
    <SegmentedControl
      legend={t`Period`}
      options={options}
      value={String(period)}
      onChange={(value) => onChange(Number(value) as RecordPeriod)}
    />
  );
}
