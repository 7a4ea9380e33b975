import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Id, User } from '../../api/types';
import { Alert } from '../../components/alert';
import { Skeleton } from '../../components/skeleton';
import { useAuth } from '../auth/auth-context';
import { STORY_RING_SIZE, StoryBubble } from './story-bubble';
import { toStoryDisplay } from './story-display';
import { StoryViewer } from './story-viewer';
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

function StripSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading stories...</span>
      <StripList aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonItem key={index}>
            <Skeleton $width={`${STORY_RING_SIZE}px`} $height={`${STORY_RING_SIZE}px`} $round />
            <Skeleton $width="44px" $height="0.8em" />
            <Skeleton $width="56px" $height="0.8em" />
          </SkeletonItem>
        ))}
      </StripList>
    </div>
  );
}

function StripContent({ viewer }: { viewer: User }) {
  const query = useFollowingStories(viewer.id);
  const markViewed = useMarkStoryViewed(viewer.id);
  const stories = useMemo(() => (query.data ?? []).map(toStoryDisplay), [query.data]);
  const [openId, setOpenId] = useState<Id | null>(null);
  const openIndex = openId === null ? -1 : stories.findIndex((story) => story.id === openId);
  const current = openIndex >= 0 ? stories[openIndex] : null;

  // Opening a story (or moving to it in the viewer) marks it viewed, here at once.
  const { mutate: markStoryViewed } = markViewed;
  const unviewedId = current && !current.viewed ? current.id : null;
  useEffect(() => {
    if (unviewedId !== null) markStoryViewed(unviewedId);
  }, [unviewedId, markStoryViewed]);

  if (query.isPending) return <StripSkeleton />;
  if (query.isError) {
    return <Alert onRetry={() => void query.refetch()}>Failed to fetch stories</Alert>;
  }
  if (stories.length === 0) {
    return (
      <Message>
        <p>No stories available from people you follow yet.</p>
        <p>
          Follow community members to see their stories here.{' '}
          <Link to="/explore">Find people to follow</Link>
        </p>
      </Message>
    );
  }
  return (
    <>
      <StripScroller>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryBubble story={story} onOpen={() => setOpenId(story.id)} />
          </li>
        ))}
      </StripScroller>
      {current && (
        <StoryViewer
          stories={stories}
          index={openIndex}
          onIndexChange={(index) => setOpenId(stories[index].id)}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}

/** SPEC §2 stories strip: the stories of the people the resident follows, above the feed. */
export function StoriesStrip() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Strip aria-label="Stories">
      <StripContent viewer={user} />
    </Strip>
  );
}
