import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

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

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.text};
  transition: width 50ms linear;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

/**
 * One segment per story: those before are full, the current one fills with `progress`. Read as
 * one progress bar for the story on screen.
 */
export function StoryProgress({
  index,
  total,
  progress,
}: {
  index: number;
  total: number;
  progress: number;
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
              width: `${segment < index ? 100 : segment === index ? percent : 0}%`,
            }}
          />
        </Segment>
      ))}
    </Bar>
  );
}
