import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FiChevronLeft, FiChevronRight, FiPause, FiPlay, FiX } from 'react-icons/fi';
import { ThemeProvider } from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Dialog } from '../../components/dialog';
import { IconButton } from '../../components/icon-button';
import { fullDate, timeAgo } from '../../lib/dayjs';
import { usePageVisible } from '../../lib/use-page-visible';
import { darkTheme } from '../../theme/tokens';
import { storyCaption, type StoryDisplay } from './story-display';
import { StoryImage } from './story-image';
import { StoryProgress } from './story-progress';
import { Caption, Meta, Name, NavButton, Stage, Top, Viewer, Who } from './story-viewer-styles';
import { prefersReducedMotion, STORY_DURATION_MS, TICK_MS, useStoryTimer } from './use-story-timer';

function TimedProgress(props: {
  index: number;
  total: number;
  running: boolean;
  still: boolean;
  onDone: () => void;
}) {
  const progress = useStoryTimer({ running: props.running, onDone: props.onDone });
  return (
    <StoryProgress
      index={props.index}
      total={props.total}
      // With reduced motion nothing moves: the bar simply marks the story on screen as current.
      progress={props.still ? 1 : progress}
      // Paused (and still), the fill stops where the story did, not a step on.
      lead={props.running ? TICK_MS / STORY_DURATION_MS : 0}
    />
  );
}

export interface StoryViewerProps {
  /** The stories of the person on screen, oldest first: the progress bar has one segment each. */
  stories: StoryDisplay[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Goes on to the next person after this person's last story; without it that story ends. */
  onNextPerson?: () => void;
  /** Goes back to the person before from this person's first story. */
  onPreviousPerson?: () => void;
  onClose: () => void;
}

/**
 * The full-screen story viewer (docs/product.md#stories): who, society, when, the image 600px tall,
 * a progress bar that moves on after ~5 s (pausable; never with reduced motion), the caption and
 * Close. It plays one person's stories, then the next person's when there is one. ArrowRight /
 * ArrowLeft move, Escape closes; the dialog keeps focus inside and gives it back.
 */
export function StoryViewer({
  stories,
  index,
  onIndexChange,
  onNextPerson,
  onPreviousPerson,
  onClose,
}: StoryViewerProps) {
  const { t, i18n } = useLingui();
  const story = stories[index];
  const closeRef = useRef<HTMLButtonElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // Time is read from the clock: a page out of sight would otherwise play its stories unseen.
  const visible = usePageVisible();
  const hasPrevious = index > 0 || onPreviousPerson !== undefined;
  const hasNext = index < stories.length - 1 || onNextPerson !== undefined;
  const previous = () => {
    if (index > 0) onIndexChange(index - 1);
    else onPreviousPerson?.();
  };
  const next = () => {
    if (index < stories.length - 1) onIndexChange(index + 1);
    else onNextPerson?.();
  };

  const keys = useRef({ previous: () => {}, next: () => {} });
  useEffect(() => {
    keys.current = { previous, next };
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') keys.current.next();
      else if (event.key === 'ArrowLeft') keys.current.previous();
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!story) return null;
  const when = timeAgo(story.timestamp);
  const caption = storyCaption(story, i18n);
  const name = story.userName;
  const society = story.societyName;
  const position = index + 1;
  const total = stories.length;

  return (
    <Dialog
      open
      onClose={onClose}
      size="full"
      hideHeader
      title={t`Story by ${name}`}
      initialFocus={closeRef}
    >
      {/* The viewer is dark in both themes: photos read best on black. */}
      <ThemeProvider theme={darkTheme}>
        <Viewer>
          <TimedProgress
            key={story.id}
            index={index}
            total={stories.length}
            running={!reducedMotion && !paused && !held && visible}
            still={reducedMotion}
            onDone={() => (hasNext ? next() : onClose())}
          />
          <Top>
            <Avatar name={story.userName} src={story.userAvatar} size={40} />
            <Who>
              <Name to={`/profile/${story.authorId}`}>{story.userName}</Name>
              <Meta>
                <span>{story.societyName}</span>
                <span aria-hidden>·</span>
                <time dateTime={story.timestamp} title={fullDate(story.timestamp)}>
                  {when}
                </time>
              </Meta>
            </Who>
            {!reducedMotion && (
              <IconButton
                label={paused ? t`Play` : t`Pause`}
                icon={paused ? <FiPlay aria-hidden /> : <FiPause aria-hidden />}
                onClick={() => setPaused((value) => !value)}
              />
            )}
            <IconButton
              ref={closeRef}
              label={t`Close`}
              icon={<FiX aria-hidden />}
              onClick={onClose}
            />
          </Top>
          <Stage
            onPointerDown={() => setHeld(true)}
            onPointerUp={() => setHeld(false)}
            onPointerLeave={() => setHeld(false)}
            onPointerCancel={() => setHeld(false)}
          >
            {/* An image element per story: the last story's picture does not linger while the
                next one loads. */}
            <StoryImage key={story.id} src={story.image} alt={story.content || caption} />
            <NavButton
              $side="left"
              label={t`Previous story`}
              icon={<FiChevronLeft aria-hidden />}
              aria-disabled={!hasPrevious || undefined}
              onClick={previous}
            />
            <NavButton
              $side="right"
              label={t`Next story`}
              icon={<FiChevronRight aria-hidden />}
              aria-disabled={!hasNext || undefined}
              onClick={next}
            />
          </Stage>
          <Caption>
            <strong>{caption}</strong>
            {story.content && <p>{story.content}</p>}
          </Caption>
          <p role="status" className="visually-hidden">
            <Trans>
              Story {position} of {total}: {name}, {society}, {when}
            </Trans>
          </p>
        </Viewer>
      </ThemeProvider>
    </Dialog>
  );
}
