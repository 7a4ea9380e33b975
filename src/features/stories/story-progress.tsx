import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { TICK_MS } from './use-story-timer';

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
`;

const Segment = styled.span`
  flex: 1;
  height: 4px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
`;

// Scaled, not sized: the slide from one step of the timer to the next runs on the compositor,
// without laying out or painting the page again, and keeps moving while the page is busy.
const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.text};
  transform-origin: left;
  transition: transform ${TICK_MS}ms linear;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/**
 * One segment per story: those before are full, the current one fills with `progress`. Read as
 * one progress bar for the story on screen. `lead` draws the fill that much further on than
 * `progress` (not said to assistive technology): the slide to it then ends as the timer's next
 * step does, and the bar is full as the story moves on, not a step short of it.
 */
export function StoryProgress({
  index,
  total,
  progress,
  lead = 0,
}: {
  index: number;
  total: number;
  progress: number;
  lead?: number;
}) {
  const { t } = useLingui();
  const percent = Math.round(progress * 100);
  const position = index + 1;
  return (
    <Bar
      role="progressbar"
      aria-label={t`Story ${position} of ${total}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      {Array.from({ length: total }, (_, segment) => (
        <Segment key={segment}>
          <Fill
            style={{
              transform: `scaleX(${segment < index ? 1 : segment === index ? Math.min(1, progress + lead) : 0})`,
            }}
          />
        </Segment>
      ))}
    </Bar>
  );
}
