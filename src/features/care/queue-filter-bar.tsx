import { useLingui } from '@lingui/react/macro';
import { FiArrowDown, FiClock } from 'react-icons/fi';
import styled from 'styled-components';
import { SegmentedControl } from '../../components/segmented-control';
import { Switch } from '../../components/switch';
import { CONCERN_CATEGORIES, CONCERN_STATUSES } from '../../lib/concerns';
import { SAMPLE_SOCIETIES } from '../../lib/societies';
import { CATEGORY_LABELS, statusLabel } from '../concerns';
import { ChoiceField } from './choice-field';
import type { QueueFilters, QueueSort } from './queue-filters';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Settings = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  grid-column: 1 / -1;
`;

const SOCIETY_OPTIONS = SAMPLE_SOCIETIES.map((society, index) => ({
  value: String(index + 1),
  label: society.name,
}));

/**
 * Society (the care head only: a manager serves one), status, category, overdue only, and the
 * order. Each change goes to the address at once.
 */
export function QueueFilterBar({
  filters,
  choosesSociety,
  onChange,
}: {
  filters: QueueFilters;
  choosesSociety: boolean;
  onChange: (next: QueueFilters) => void;
}) {
  const { t } = useLingui();
  const change = (part: Partial<QueueFilters>) => onChange({ ...filters, ...part });
  // Labels in the language of this render.
  const statusOptions = CONCERN_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
  const categoryOptions = CONCERN_CATEGORIES.map((value) => ({
    value,
    label: CATEGORY_LABELS[value],
  }));
  const sorts = [
    { value: 'affected', label: t`Most affected`, icon: <FiArrowDown aria-hidden /> },
    { value: 'oldest', label: t`Oldest first`, icon: <FiClock aria-hidden /> },
  ] as const;
  return (
    <Bar>
      {choosesSociety && (
        <ChoiceField
          label={t`Society`}
          anyLabel={t`All societies`}
          options={SOCIETY_OPTIONS}
          value={filters.societyId === null ? null : String(filters.societyId)}
          onChange={(id) => change({ societyId: id === null ? null : Number(id) })}
        />
      )}
      <ChoiceField
        label={t`Status`}
        anyLabel={t`All statuses`}
        options={statusOptions}
        value={filters.status}
        onChange={(status) => change({ status })}
      />
      <ChoiceField
        label={t`Category`}
        anyLabel={t`All categories`}
        options={categoryOptions}
        value={filters.category}
        onChange={(category) => change({ category })}
      />
      <Settings>
        <Switch
          label={t`Overdue only`}
          description={t`Past their deadline to be acknowledged or resolved`}
          checked={filters.overdue}
          onChange={(overdue) => change({ overdue })}
        />
        <SegmentedControl<QueueSort>
          legend={t`Sort`}
          options={sorts}
          value={filters.sort}
          onChange={(sort) => change({ sort })}
        />
      </Settings>
    </Bar>
  );
}
