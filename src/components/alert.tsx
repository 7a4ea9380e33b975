import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { FiAlertCircle, FiCheckCircle, FiInfo } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { Button } from './button';

type Tone = 'danger' | 'success' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ $tone }) => css`
    color: ${({ theme }) => theme.colors[$tone]};
    background: ${({ theme }) => theme.colors[`${$tone}Soft`]};
  `}
  svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
    margin-top: 1px;
  }
  /* The message takes the room; on a narrow box (a phone, a dialog) Try again moves under it,
     on the right, instead of being squeezed to a word a line. */
  > div {
    flex: 1 1 12rem;
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  > button {
    flex-shrink: 0;
    margin-left: auto;
    white-space: nowrap;
  }
`;

const icons = {
  danger: <FiAlertCircle aria-hidden />,
  success: <FiCheckCircle aria-hidden />,
  info: <FiInfo aria-hidden />,
};

/**
 * An inline message. Errors are alerts (announced at once); the others are statuses.
 * `onRetry` adds the "Try again" button every load error offers (docs/product.md#error-format).
 * `takeFocus` moves the focus to it as it shows, which brings it into view: for a refusal at the
 * top of a long form whose button, pressed at its foot, leaves the message off a phone's screen.
 */
export function Alert({
  tone = 'danger',
  children,
  onRetry,
  takeFocus = false,
}: {
  tone?: Tone;
  children: ReactNode;
  onRetry?: () => void;
  takeFocus?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  return (
    <Box
      ref={box}
      $tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {icons[tone]}
      <div>{children}</div>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Box>
  );
}
