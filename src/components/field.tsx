import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactNode,
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
  /* A hint, or a value, too long for the field ends in an ellipsis while not being typed in. */
  text-overflow: ellipsis;
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

/**
 * A labelled control with its hint and error, linked for assistive technology (aria-describedby,
 * aria-invalid). One factory for inputs, text areas and selects.
 */
function makeField<Tag extends 'input' | 'textarea' | 'select', Element extends HTMLElement>(
  Control: ElementType,
  displayName: string,
) {
  const Field = forwardRef<Element, FieldChrome & ComponentPropsWithoutRef<Tag>>(function Field(
    { label, error, hint, hideLabel, id, ...rest },
    ref,
  ) {
    const generated = useId();
    const fieldId = id ?? generated;
    const errorId = `${fieldId}-error`;
    const hintId = `${fieldId}-hint`;
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <Wrapper>
        <Label htmlFor={fieldId} className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
        </Label>
        <Control
          ref={ref}
          id={fieldId}
          $invalid={Boolean(error)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy || undefined}
          {...rest}
        />
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Wrapper>
    );
  });
  Field.displayName = displayName;
  return Field;
}

export const TextField = makeField<'input', HTMLInputElement>(Input, 'TextField');
export const TextAreaField = makeField<'textarea', HTMLTextAreaElement>(Textarea, 'TextAreaField');
export const SelectField = makeField<'select', HTMLSelectElement>(Select, 'SelectField');
