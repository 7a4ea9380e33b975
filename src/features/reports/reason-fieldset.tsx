import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { forwardRef, useId } from 'react';
import styled from 'styled-components';
import { REPORT_REASONS, type ReportReason } from '../../api/types';
import { FieldError } from '../../components/field';
import { REASON_LABELS } from './report-model';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:has(input:disabled) {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Error = styled(FieldError)`
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

export interface ReasonFieldsetProps {
  value: ReportReason | '';
  onChange: (reason: ReportReason) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The six reasons (docs/product.md#reports) as radio buttons; the ref is the first one (focused on
 * a missing reason).
 */
export const ReasonFieldset = forwardRef<HTMLInputElement, ReasonFieldsetProps>(
  function ReasonFieldset({ value, onChange, error, disabled }, firstRef) {
    // Its texts come from plain functions: this re-renders it when the language changes.
    useLingui();
    const name = useId();
    const errorId = `${name}-error`;
    return (
      <Fieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
        <legend>
          <Trans>Why are you reporting this?</Trans>
        </legend>
        <Options>
          {REPORT_REASONS.map((reason, index) => (
            <Option key={reason}>
              <input
                ref={index === 0 ? firstRef : undefined}
                type="radio"
                name={name}
                value={reason}
                checked={value === reason}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(reason)}
              />
              {REASON_LABELS[reason]}
            </Option>
          ))}
        </Options>
        {error && <Error id={errorId}>{error}</Error>}
      </Fieldset>
    );
  },
);
