import { lazy, memo, Suspense, useId, useState } from 'react';
import { FiGlobe, FiMapPin, FiTrendingUp } from 'react-icons/fi';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { useToast } from '../../components/toast';
import { fullDate, timeAgo } from '../../lib/dayjs';
import { withBase } from '../../lib/urls';
import { useAuth } from '../auth/auth-context';
import { PostActions } from './post-actions';
import { toCardPost } from './post-defaults';
import { PostMedia } from './post-media';
import { PostText } from './post-text';
import { usePostToggle } from './use-post-toggle';

// Loaded when first opened, so the feed's first screen does not carry the forms.
const ReportDialog = lazy(() => import('../reports/report-dialog'));
const CommentsSection = lazy(() => import('../comments/comments-section'));

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:focus-visible {
    outline-offset: 2px;
  }
`;

// A plain div: a <header> inside the page would read as one more banner to some tools.
const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  > a:first-child {
    border-radius: 50%;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  time {
    white-space: nowrap;
  }
`;

const City = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  svg {
    width: 12px;
    height: 12px;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;

const Prompt = styled.p`
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PostCardProps {
  post: Post;
  /** Position in a feed (aria-posinset / aria-setsize). */
  position?: { index: number; total: number };
  /** '#{rank} Trending' badge on the trending page. */
  rank?: number;
  /** What a signed-out interaction does; by default it goes to /login and back. */
  onRequireLogin?: () => void;
  /** Starts with the comments open (the post page). */
  defaultCommentsOpen?: boolean;
}

function PostCardView({
  post: rawPost,
  position,
  rank,
  onRequireLogin,
  defaultCommentsOpen = false,
}: PostCardProps) {
  const card = toCardPost(rawPost);
  const { post } = card;
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const like = usePostToggle('like');
  const repost = usePostToggle('repost');
  const save = usePostToggle('save');
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const [reportOpen, setReportOpen] = useState(false);
  const titleId = useId();
  const commentsId = useId();
  const profilePath = `/profile/${post.authorId}`;

  const requireLogin = () =>
    onRequireLogin ? onRequireLogin() : navigate('/login', { state: { from: location } });
  const signedInOnly = (action: () => void) => () => (user ? action() : requireLogin());

  async function share() {
    const url = new URL(withBase(`/posts/${post.id}`), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to this post is on your clipboard.' });
    } catch {
      toast({ title: 'Share this post', description: url });
    }
  }

  return (
    <Article
      aria-labelledby={titleId}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position ? position.total : undefined}
      tabIndex={position ? 0 : undefined}
    >
      <Header>
        <Link to={profilePath} tabIndex={-1} aria-hidden>
          <Avatar name={card.authorName} src={card.authorImage} size={44} />
        </Link>
        <Who>
          <NameLink id={titleId} to={profilePath}>
            {card.authorName}
          </NameLink>
          <Meta>
            <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
              {timeAgo(post.createdAt)}
            </time>
            <Badge $tone="primary">{card.societyName}</Badge>
            {card.society?.city && (
              <City>
                <FiMapPin aria-hidden />
                {card.society.city}
              </City>
            )}
          </Meta>
        </Who>
        <Tags>
          {card.builderWide && (
            <Badge $tone="accent">
              <FiGlobe aria-hidden />
              Builder-Wide
            </Badge>
          )}
          {rank !== undefined && (
            <Badge $tone="info">
              <FiTrendingUp aria-hidden />#{rank} Trending
            </Badge>
          )}
        </Tags>
      </Header>
      <PostText content={post.content ?? ''} />
      <PostMedia imageUrl={post.imageUrl} attachments={post.attachments} />
      <PostActions
        liked={post.likedByMe}
        reposted={post.repostedByMe}
        saved={post.savedByMe}
        likes={post.likesCount}
        comments={post.commentsCount}
        reposts={post.repostsCount}
        commentsOpen={commentsOpen}
        commentsId={commentsId}
        signedIn={user !== null}
        onLike={signedInOnly(() => like.toggle(post))}
        onRepost={signedInOnly(() => repost.toggle(post))}
        onSave={signedInOnly(() => save.toggle(post))}
        onComment={signedInOnly(() => setCommentsOpen((open) => !open))}
        onShare={share}
        onReport={signedInOnly(() => setReportOpen(true))}
      >
        {!user && (
          <Prompt>
            <Link to="/login" state={{ from: location }}>
              Log in
            </Link>{' '}
            to like, comment or repost.
          </Prompt>
        )}
      </PostActions>
      {commentsOpen && (
        <Suspense fallback={null}>
          <CommentsSection id={commentsId} post={post} />
        </Suspense>
      )}
      {reportOpen && (
        <Suspense fallback={null}>
          <ReportDialog open onClose={() => setReportOpen(false)} target={{ type: 'post', post }} />
        </Suspense>
      )}
    </Article>
  );
}

/** SPEC §2 post card (the rich, canonical variant). Memoized: a like re-renders only its card. */
export const PostCard = memo(PostCardView);
