import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Id, User } from '../../api/types';
import { Alert } from '../../components/alert';
import { DialogPart } from '../../components/part-boundary';
import { Skeleton } from '../../components/skeleton';
import { lazyPart } from '../../lib/lazy-part';
import { useBackCloses } from '../../lib/use-back-closes';
import { usePreloadAfterData } from '../../lib/use-data-painted';
import { useAuth } from '../auth';
import { STORY_RING_SIZE, StoryBubble } from './story-bubble';
import { startIndex, toStoryDisplay, toStoryPeople, type StoryPerson } from './story-display';
import { StripList, StripScroller } from './strip-scroller';
import { useFollowingStories, useMarkStoryViewed } from './use-stories';

const Strip = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

// The size of a StoryBubble, so the strip does not grow when the stories arrive: the ring, then
// two lines of small text.
const SkeletonItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 76px;
  padding: ${({ theme }) => theme.space[1]}px 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  > :first-child {
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  /* A text bar thinner than its line, centred in it: the line keeps the bubble's height. */
  > :not(:first-child) {
    margin-block: calc((1lh - 0.8em) / 2);
  }
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SkeletonBubble = () => (
  <SkeletonItem>
    <Skeleton $width={`${STORY_RING_SIZE}px`} $height={`${STORY_RING_SIZE}px`} $round />
    <Skeleton $width="44px" $height="0.8em" />
    <Skeleton $width="56px" $height="0.8em" />
  </SkeletonItem>
);

// The empty strip's message over an invisible bubble's room: the strip keeps the skeleton's height,
// so the composer and the feed below do not move up when it turns out there are no stories.
const RoomOfABubble = styled.div`
  display: grid;
  align-items: center;
  > * {
    grid-area: 1 / 1;
  }
  > ul {
    visibility: hidden;
  }
`;

function EmptyStrip() {
  return (
    <RoomOfABubble>
      <StripList aria-hidden>
        <SkeletonBubble />
      </StripList>
      <Message>
        <p>
          <Trans>No stories available from people you follow yet.</Trans>
        </p>
        <p>
          <Trans>Follow community members to see their stories here.</Trans>{' '}
          <Link to="/explore">
            <Trans>Find people to follow</Trans>
          </Link>
        </p>
      </Message>
    </RoomOfABubble>
  );
}

function StripSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Loading stories...</Trans>
      </span>
      <StripList aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBubble key={index} />
        ))}
      </StripList>
    </div>
  );
}

// A dialog: its code (the viewer, its timer, progress and image) is not on the feed's first screen.
// It loads when the browser is idle after the feed has painted its data, or sooner when a story is
// about to be opened (a pointer over a bubble, a press or the focus on one), so a tap rarely waits
// for it.
const StoryViewer = lazyPart(
  () => import('./story-viewer'),
  (module) => module.StoryViewer,
);
const preloadStoryViewer = () => void StoryViewer.preload().catch(() => {});

/** The story on screen: whose, and which of theirs. */
interface OpenStory {
  authorId: Id;
  storyId: Id;
}

const storyAt = (who: StoryPerson, index: number): OpenStory => ({
  authorId: who.authorId,
  storyId: who.stories[index].id,
});

/**
 * One bubble per person. Memoized: opening a story renders the viewer alone; marking it viewed
 * then renders that person's bubble alone (StoryBubble is memoized on what it shows).
 */
const StoryBubbles = memo(function StoryBubbles({
  people,
  onOpen,
}: {
  people: StoryPerson[];
  onOpen: (person: StoryPerson) => void;
}) {
  return (
    <StripScroller>
      {people.map((each) => (
        <li key={each.authorId}>
          <StoryBubble person={each} onOpen={onOpen} onIntent={preloadStoryViewer} />
        </li>
      ))}
    </StripScroller>
  );
});

function StripContent({ viewer }: { viewer: User }) {
  const query = useFollowingStories(viewer.id);
  const markViewed = useMarkStoryViewed(viewer.id);
  usePreloadAfterData(preloadStoryViewer);
  // `_` changes with the language: the defaults of missing data follow it.
  const { _ } = useLingui();
  const { t } = useT();
  const stories = useMemo(
    () => (query.data ?? []).map((story) => toStoryDisplay(story, _)),
    [query.data, _],
  );
  const people = useMemo(() => toStoryPeople(stories), [stories]);
  // Held by ids, not positions: marking a story viewed renews the list under the open viewer.
  const [open, setOpen] = useState<OpenStory | null>(null);
  const personIndex = open ? people.findIndex((person) => person.authorId === open.authorId) : -1;
  const person = personIndex >= 0 ? people[personIndex] : null;
  const storyIndex =
    open && person ? person.stories.findIndex((story) => story.id === open.storyId) : -1;
  const current = person && storyIndex >= 0 ? person.stories[storyIndex] : null;
  // The open story's author: a viewer that cannot load says so under the viewer's own title.
  const name = current?.userName;

  const openAt = (who: StoryPerson, index: number) => setOpen(storyAt(who, index));
  // Where opening a person starts (the bubble's tap, the viewer's next person).
  const openPerson = useCallback((who: StoryPerson) => setOpen(storyAt(who, startIndex(who))), []);
  const close = useCallback(() => setOpen(null), []);
  // The phone's Back closes the viewer instead of leaving the feed under it.
  useBackCloses('story', current !== null, close);
  const nextPerson = personIndex >= 0 ? people[personIndex + 1] : undefined;
  const previousPerson = personIndex > 0 ? people[personIndex - 1] : undefined;

  // Opening a story (or moving to it in the viewer) marks it viewed, here at once.
  const { mutate: markStoryViewed } = markViewed;
  const unviewedId = current && !current.viewed ? current.id : null;
  useEffect(() => {
    if (unviewedId !== null) markStoryViewed(unviewedId);
  }, [unviewedId, markStoryViewed]);

  // The stories arrive in an update React renders in one go (the query's store): the bubbles,
  // each with its picture, render in a transition instead, which yields to the browser, while the
  // skeleton stays. Later changes (a story viewed) and a strip shown again render at once.
  const bubblesDue = useDeferredValue(query.data !== undefined);

  if (query.isPending) return <StripSkeleton />;
  if (query.isError) {
    return (
      <Alert onRetry={() => void query.refetch()}>
        <Trans>Failed to fetch stories</Trans>
      </Alert>
    );
  }
  if (!bubblesDue) return <StripSkeleton />;
  if (stories.length === 0) return <EmptyStrip />;
  return (
    <>
      <StoryBubbles people={people} onOpen={openPerson} />
      {person && current && (
        <DialogPart title={t`Story by ${name}`} onClose={close}>
          <StoryViewer
            stories={person.stories}
            index={storyIndex}
            onIndexChange={(index) => openAt(person, index)}
            // The next person from where opening them starts; the one before from their last.
            onNextPerson={nextPerson && (() => openPerson(nextPerson))}
            onPreviousPerson={
              previousPerson && (() => openAt(previousPerson, previousPerson.stories.length - 1))
            }
            onClose={close}
          />
        </DialogPart>
      )}
    </>
  );
}

/**
 * The stories strip (docs/product.md#stories): the stories of the people the resident follows, above the feed, one
 * bubble per person.
 */
export function StoriesStrip() {
  const { t } = useT();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Strip aria-label={t`Stories`}>
      <StripContent viewer={user} />
    </Strip>
  );
}
