import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// The segments go under the legend when both do not fit (longer labels on a phone).
const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-right: ${({ theme }) => theme.space[1]}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Segments = styled.div`
  display: inline-flex;
  max-width: 100%;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Segment = styled.label`
  position: relative;
  min-width: 0;
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
    text-align: center;
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
  input:hover + span {
    color: ${({ theme }) => theme.colors.text};
  }
  /* The chosen segment is ringed as well: in the dark theme its raised surface barely differs
     from the track, and a shadow does not show on a dark page. */
  input:checked + span {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow:
      inset 0 0 0 1px ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.shadows.sm};
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input:disabled + span {
    opacity: 0.6;
  }
`;

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** The label's language where it differs from the page's (a language's own name). */
  lang?: string;
}

export interface SegmentedControlProps<T extends string> {
  /** The group's name, shown before the segments. */
  legend: ReactNode;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** The choice is taken and being applied (the value already shows it). */
  busy?: boolean;
}

/**
 * One choice out of a few, shown as segments: a native radio group in a fieldset, so arrow keys
 * move between the options and the legend names the group.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  busy,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <Fieldset disabled={disabled} aria-busy={busy || undefined}>
      <Legend>{legend}</Legend>
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
            <span lang={option.lang}>
              {option.icon}
              {option.label}
            </span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}
