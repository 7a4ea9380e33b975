import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiGlobe, FiHome } from 'react-icons/fi';
import styled from 'styled-components';
import type { Society } from '../../api/types';
import { SelectField } from '../../components/field';
import { SegmentedControl, type SegmentOption } from '../../components/segmented-control';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import type { PostScope } from './post-draft';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  > :last-child {
    flex: 1 1 200px;
  }
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    flex-shrink: 0;
  }
`;

const CHOICES = [
  { value: 'society', label: msg`Society`, icon: <FiHome aria-hidden /> },
  { value: 'builder-wide', label: msg`Builder-Wide`, icon: <FiGlobe aria-hidden /> },
] as const;

export interface ScopeFieldProps {
  scope: PostScope;
  societyId: string;
  options: Society[];
  onScopeChange: (scope: PostScope) => void;
  onSocietyChange: (societyId: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/**
 * Society (one society, chosen in the select) or Builder-Wide (every society):
 * docs/product.md#composer.
 */
export function ScopeField({
  scope,
  societyId,
  options,
  onScopeChange,
  onSocietyChange,
  disabled,
  error,
}: ScopeFieldProps) {
  const { t } = useLingui();
  const choices: SegmentOption<PostScope>[] = CHOICES.map((choice) => ({
    ...choice,
    label: t(choice.label),
  }));
  return (
    <Wrap>
      <SegmentedControl
        legend={t`Post to`}
        options={choices}
        value={scope}
        onChange={onScopeChange}
        disabled={disabled}
      />
      {scope === 'society' ? (
        <SelectField
          label={t`Society`}
          hideLabel
          value={societyId}
          disabled={disabled}
          error={error}
          onChange={(event) => onSocietyChange(event.target.value)}
        >
          <option value="" disabled>
            <Trans>Choose {BUILDER_SHORT_NAME} society</Trans>
          </option>
          {options.map((society) => (
            <option key={society.id} value={String(society.id)}>
              {society.name} - {society.city}
            </option>
          ))}
        </SelectField>
      ) : (
        <Note>
          <FiGlobe aria-hidden />
          <Trans>Visible in all {BUILDER_SHORT_NAME} societies</Trans>
        </Note>
      )}
    </Wrap>
  );
}
