import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fullDate, timeAgo } from '../../lib/dayjs';
import { useMinuteTicks } from '../../lib/use-minute-ticks';

// A touch target of 24 px high on its 18 px line: the padding takes the taps, the negative margin
// keeps the line's height.
const TimeLink = styled(Link)`
  display: inline-block;
  padding-block: 3px;
  margin-block: -3px;
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * "5 minutes ago", kept true while the page stays open, with the full date as its title. Where
 * `to` is given it links to the post's own page, as in most social apps: the way from a card to
 * its comments, and to a concern's clock and timeline. Only this renders when the minute turns,
 * not the card around it.
 */
export const PostTime = memo(function PostTime({
  createdAt,
  to,
}: {
  createdAt: string;
  to?: string;
}) {
  useMinuteTicks();
  // Its text comes from dayjs: this renders it again when the language changes.
  useLingui();
  const time = (
    <time dateTime={createdAt} title={fullDate(createdAt)}>
      {timeAgo(createdAt)}
    </time>
  );
  return to ? <TimeLink to={to}>{time}</TimeLink> : time;
});
