import { FiAlertTriangle } from 'react-icons/fi';
import styled from 'styled-components';
import { POST_MAX_LENGTH, POST_WARNING_REMAINING } from '../../api/limits';

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
  svg {
    width: 14px;
    height: 14px;
  }
`;

export function remainingText(remaining: number): string {
  if (remaining < 0) {
    const over = -remaining;
    return `${over} ${over === 1 ? 'character' : 'characters'} over the limit`;
  }
  return `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`;
}

// Announcing every keystroke would drown a screen reader: the live text changes only when a
// threshold is crossed, while the visible counter (read with the text area) is always exact.
function announcement(remaining: number): string {
  if (remaining >= POST_WARNING_REMAINING) return '';
  if (remaining < 0) return `Over the ${POST_MAX_LENGTH} character limit`;
  if (remaining === 0) return 'No characters left';
  const threshold = [10, 20, POST_WARNING_REMAINING].find((value) => remaining < value)!;
  return `Fewer than ${threshold} characters left`;
}

/**
 * The remaining characters of the 500 allowed, red (and with a warning sign) below 50
 * (docs/product.md#composer).
 * `id` lets the text area name it in aria-describedby.
 */
export function CharacterCounter({ id, length }: { id: string; length: number }) {
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
