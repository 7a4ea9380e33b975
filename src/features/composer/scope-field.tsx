import { useId, type ReactNode } from 'react';
import { FiGlobe, FiHome } from 'react-icons/fi';
import styled from 'styled-components';
import type { Society } from '../../api/types';
import { SelectField } from '../../components/field';
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

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    float: left;
    white-space: nowrap;
    margin-right: ${({ theme }) => theme.space[1]}px;
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Segment = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 34px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
    transition: background ${({ theme }) => theme.motion.fast};
  }
  svg {
    display: none;
    flex-shrink: 0;
    width: 15px;
    height: 15px;
  }
  /* On a phone the words alone fit beside the legend; the icons come back with room. */
  ${({ theme }) => theme.media.sm} {
    svg {
      display: inline;
    }
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input:disabled + span {
    opacity: 0.6;
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

export interface ScopeFieldProps {
  scope: PostScope;
  societyId: string;
  options: Society[];
  onScopeChange: (scope: PostScope) => void;
  onSocietyChange: (societyId: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/** SPEC §2: Society (one society, chosen in the select) or Builder-Wide (every society). */
export function ScopeField({
  scope,
  societyId,
  options,
  onScopeChange,
  onSocietyChange,
  disabled,
  error,
}: ScopeFieldProps) {
  const name = useId();
  const choices: { value: PostScope; label: string; icon: ReactNode }[] = [
    { value: 'society', label: 'Society', icon: <FiHome aria-hidden /> },
    { value: 'builder-wide', label: 'Builder-Wide', icon: <FiGlobe aria-hidden /> },
  ];
  return (
    <Wrap>
      <Fieldset disabled={disabled}>
        <legend>Post to</legend>
        <Segments>
          {choices.map((choice) => (
            <Segment key={choice.value}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={scope === choice.value}
                onChange={() => onScopeChange(choice.value)}
              />
              <span>
                {choice.icon}
                {choice.label}
              </span>
            </Segment>
          ))}
        </Segments>
      </Fieldset>
      {scope === 'society' ? (
        <SelectField
          label="Society"
          hideLabel
          value={societyId}
          disabled={disabled}
          error={error}
          onChange={(event) => onSocietyChange(event.target.value)}
        >
          <option value="" disabled>
            Choose {BUILDER_SHORT_NAME} society
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
          Visible in all {BUILDER_SHORT_NAME} societies
        </Note>
      )}
    </Wrap>
  );
}
