import { useId } from 'react';
import { FiClock } from 'react-icons/fi';
import styled from 'styled-components';
import type { Period } from '../../api/types';
import type { PeriodOption } from './explore-data';

// The segments go under the legend when both do not fit (the longer labels on a phone).
const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-right: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.md};
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
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  input:hover + span {
    color: ${({ theme }) => theme.colors.text};
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
`;

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
  const name = useId();
  return (
    <Fieldset>
      <Legend>
        <FiClock aria-hidden />
        Time period
      </Legend>
      <Segments>
        {options.map((option) => (
          <Segment key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}
