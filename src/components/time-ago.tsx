import { useLingui } from '@lingui/react';
import { memo } from 'react';
import { fullDate, timeAgo } from '../lib/dayjs';
import { useMinuteTicks } from '../lib/use-minute-ticks';

/**
 * "5 minutes ago" with the full date as its title. It stays true while the page stays open: it
 * renders again when the minute turns or the language changes, and only it, not what holds it.
 */
export const TimeAgo = memo(function TimeAgo({ at }: { at: string }) {
  useMinuteTicks();
  useLingui();
  return (
    <time dateTime={at} title={fullDate(at)}>
      {timeAgo(at)}
    </time>
  );
});
