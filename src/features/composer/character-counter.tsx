import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { FiAlertTriangle } from 'react-icons/fi';
import styled from 'styled-components';
import { POST_MAX_LENGTH, POST_WARNING_REMAINING } from '../../api/limits';
import { remainingText } from '../../components/characters-left';

const Count = styled.p<{ $warning: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $warning }) =>
    $warning ? theme.font.weight.semibold : theme.font.weight.regular};
  /* Beside a long message on a phone the counter keeps its width, and the sign its size. */
  flex-shrink: 0;
  svg {
    flex-shrink: 0;
    width: 14px;
    height: 14px;
  }
`;

// Announcing every keystroke would drown a screen reader: the live text changes only when a
// threshold is crossed, while the visible counter (read with the text area) is always exact.
function announcement(remaining: number): string {
  if (remaining >= POST_WARNING_REMAINING) return '';
  if (remaining < 0) return i18n._(msg`Over the ${POST_MAX_LENGTH} character limit`);
  if (remaining === 0) return i18n._(msg`No characters left`);
  const threshold = [10, 20, POST_WARNING_REMAINING].find((value) => remaining < value)!;
  return i18n._(msg`Fewer than ${threshold} characters left`);
}

/**
 * The remaining characters of the 500 allowed, red (and with a warning sign) below 50
 * (docs/product.md#composer).
 * `id` lets the text area name it in aria-describedby.
 */
export function CharacterCounter({ id, length }: { id: string; length: number }) {
  // Its texts come from plain functions: the hook renders it again when the language changes.
  useLingui();
  const remaining = POST_MAX_LENGTH - length;
  const warning = remaining < POST_WARNING_REMAINING;
  return (
    <>
      <Count id={id} $warning={warning} data-warning={warning || undefined}>
        {warning && <FiAlertTriangle aria-hidden />}
        {remainingText(remaining)}
      </Count>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement(remaining)}
      </span>
    </>
  );
}
