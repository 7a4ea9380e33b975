import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

interface FieldChrome {
  label: ReactNode;
  error?: string | false | null;
  hint?: ReactNode;
  /** Hide the label visually (it is still the accessible name). */
  hideLabel?: boolean;
}

function useFieldIds(id?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, errorId: `${fieldId}-error`, hintId: `${fieldId}-hint` };
}

function describedBy(
  error: FieldChrome['error'],
  hint: ReactNode,
  ids: { errorId: string; hintId: string },
) {
  return (
    [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined
  );
}

function Chrome({
  label,
  error,
  hint,
  hideLabel,
  ids,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={ids.fieldId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      {children}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

export const TextField = forwardRef<
  HTMLInputElement,
  FieldChrome & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, error, hint, hideLabel, id, ...rest }, ref) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids}>
      <Input
        ref={ref}
        id={ids.fieldId}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      />
    </Chrome>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, hideLabel, id, ...rest }, ref) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids}>
      <Textarea
        ref={ref}
        id={ids.fieldId}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      />
    </Chrome>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldChrome & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, hideLabel, id, children, ...rest }, ref) {
  const ids = useFieldIds(id);
  return (
    <Chrome label={label} error={error} hint={hint} hideLabel={hideLabel} ids={ids}>
      <Select
        ref={ref}
        id={ids.fieldId}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(error, hint, ids)}
        {...rest}
      >
        {children}
      </Select>
    </Chrome>
  );
});
