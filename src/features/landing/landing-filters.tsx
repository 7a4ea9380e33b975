import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { SelectField, TextField } from '../../components/field';
import { SOCIETY_NAMES } from '../../lib/societies';
import type { LandingFilter } from './landing-data';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/**
 * Search and the society select: All Societies plus the 19 names (docs/product.md#landing-page).
 */
export function LandingFilters({
  value,
  onChange,
}: {
  value: LandingFilter;
  onChange: (next: LandingFilter) => void;
}) {
  const { t } = useLingui();
  return (
    <Bar role="search" aria-label={t`Concerns`}>
      <TextField
        type="search"
        label={t`Search concerns`}
        placeholder={t`Keyword, resident or society`}
        autoComplete="off"
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <SelectField
        label={t`Society`}
        value={value.society}
        onChange={(event) => onChange({ ...value, society: event.target.value })}
      >
        <option value="">{t`All Societies`}</option>
        {SOCIETY_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    </Bar>
  );
}
