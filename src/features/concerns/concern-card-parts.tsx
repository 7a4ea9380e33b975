// What a concern adds to its post card (docs/product.md#concerns): a line with its status, category
// and place, how long it has been so and its next deadline; and a line with how many residents it
// affects and the "Affects me too" button. An update (no `concern`) shows neither.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { FiArrowRight, FiCheck, FiClock, FiPlus, FiUsers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Concern } from '../../api/types';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConcernStatusBadge } from './concern-status-badge';
import { affectedText, deadlineText, isOverdue, statusFor, whatAndWhere } from './concern-text';
import { useMinuteTicks } from '../../lib/use-minute-ticks';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Clock = styled.span<{ $overdue: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  ${({ $overdue, theme }) =>
    $overdue &&
    css`
      color: ${theme.colors.danger};
      font-weight: ${theme.font.weight.semibold};
    `}
  svg {
    flex-shrink: 0;
  }
`;

const TrackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  /* At least 24 px tall: a link is a target (WCAG 2.5.8). */
  min-height: 24px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-right: auto;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * Status, category and place, "Open for 3 days" and the next deadline ("Overdue by 2 days"). On a
 * card, `trackAt` adds "Track this concern", to its page: its clock, who answers for it, its
 * timeline and the care team's responses.
 */
export function ConcernStatusLine({
  concern,
  now,
  trackAt,
}: {
  concern: Concern;
  now?: number;
  trackAt?: string;
}) {
  // Its texts come from plain functions: this re-renders it when the language changes, and as
  // the minute turns ("Open for 5 minutes").
  useLingui();
  useMinuteTicks();
  const deadline = deadlineText(concern, now);
  return (
    <Line>
      <ConcernStatusBadge status={concern.status} />
      <Badge>{whatAndWhere(concern)}</Badge>
      <span>{statusFor(concern, now)}</span>
      {deadline && (
        <Clock $overdue={isOverdue(concern, now)}>
          <FiClock aria-hidden />
          {deadline}
        </Clock>
      )}
      {trackAt && (
        <TrackLink to={trackAt}>
          <Trans>Track this concern</Trans>
          <FiArrowRight aria-hidden />
        </TrackLink>
      )}
    </Line>
  );
}

export interface AffectedLineProps {
  concern: Concern;
  /** Absent where the viewer may not say so (their own concern, another society's, a closed one). */
  onToggle?: () => void;
  pending?: boolean;
}

/**
 * Pressed, it looks as a primary button does. The pressed look comes from aria-pressed, not from
 * another variant: a click changes no class, so no style rule is added to the page while it
 * paints.
 */
const AffectedToggle = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true']:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* Its call is on its way: the mark asked for already shows, so it is not dimmed, only
     unavailable until the server answers. */
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

/** "{n} residents affected" and the viewer's "Affects me too" (pressed once they said so). */
export function AffectedLine({ concern, onToggle, pending = false }: AffectedLineProps) {
  // Its texts come from plain functions: this re-renders it when the language changes.
  useLingui();
  const on = concern.affectedByMe;
  return (
    <Line>
      <Count>
        <FiUsers aria-hidden />
        {affectedText(concern.affectedCount)}
      </Count>
      {onToggle && (
        <AffectedToggle
          size="sm"
          variant="outline"
          aria-pressed={on}
          icon={on ? <FiCheck aria-hidden /> : <FiPlus aria-hidden />}
          // aria-disabled, not disabled, while its call is on its way: a button that becomes
          // disabled loses the focus, and a keyboard user would lose their place.
          aria-disabled={pending || undefined}
          onClick={pending ? undefined : onToggle}
        >
          <Trans>Affects me too</Trans>
        </AffectedToggle>
      )}
    </Line>
  );
}
