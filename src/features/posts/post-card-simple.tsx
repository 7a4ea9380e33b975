import { useId, type ReactNode } from 'react';
import {
  FiGlobe,
  FiHeart,
  FiMessageCircle,
  FiRepeat,
  FiShare2,
  FiTrendingUp,
} from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { fullDate, timeAgo } from '../../lib/dayjs';
import type { CardViewProps } from './post-card';
import { usePostCardBehaviour } from './post-card-behaviour';
import { PostCardMenu } from './post-card-menu';
import { Article, Header, Meta, NameLink, Tags, Who } from './post-card-styles';
import { toCardPost } from './post-defaults';
import { PostMedia } from './post-media';
import { PostText } from './post-text';

const Handle = styled.span`
  overflow-wrap: anywhere;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Action = styled.button<{ $tone?: 'like' | 'repost' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  min-width: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    color: ${({ theme, $tone }) => ($tone === 'like' ? theme.colors.danger : theme.colors.success)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[aria-pressed='true'] svg {
    fill: ${({ $tone }) => ($tone === 'like' ? 'currentColor' : 'none')};
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

function Count({ word, value, icon }: { word: string; value: number; icon: ReactNode }) {
  return (
    <>
      {icon}
      <span className="visually-hidden">{word}</span> <span>{value}</span>
    </>
  );
}

/**
 * SPEC §2's simpler card: @username, a three-dot menu holding Report, and like and repost counts
 * that move locally by one when toggled (SPEC §4). Props as PostCard's.
 */
export function SimplePostCard({ post: rawPost, position, rank, ...options }: CardViewProps) {
  const card = toCardPost(rawPost);
  const titleId = useId();
  const view = usePostCardBehaviour(rawPost, card.post, 'local-and-server', options);
  const { post } = view;
  const profilePath = `/profile/${post.authorId}`;
  const locked = !view.signedIn || undefined;

  return (
    <Article
      aria-labelledby={titleId}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position ? position.total : undefined}
      tabIndex={position ? 0 : undefined}
    >
      <Header>
        <Link to={profilePath} tabIndex={-1} aria-hidden>
          <Avatar name={card.authorName} src={card.authorImage} size={40} />
        </Link>
        <Who>
          <NameLink id={titleId} to={profilePath}>
            {card.authorName}
          </NameLink>
          <Meta>
            <Handle>@{card.username}</Handle>
            <span aria-hidden>·</span>
            <span>{card.societyName}</span>
            <span aria-hidden>·</span>
            <time dateTime={post.createdAt} title={fullDate(post.createdAt)}>
              {timeAgo(post.createdAt)}
            </time>
          </Meta>
        </Who>
        {(card.builderWide || rank !== undefined) && (
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
        )}
        <PostCardMenu authorName={card.authorName} onReport={view.onReport} />
      </Header>
      <PostText content={post.content ?? ''} />
      <PostMedia imageUrl={post.imageUrl} attachments={post.attachments} />
      <Bar role="group" aria-label="Post actions">
        <Action
          type="button"
          $tone="like"
          aria-pressed={post.likedByMe}
          aria-disabled={locked}
          onClick={view.onLike}
        >
          <Count word="Like" value={post.likesCount} icon={<FiHeart aria-hidden />} />
        </Action>
        <Action
          type="button"
          aria-disabled={locked}
          aria-expanded={view.commentsOpen}
          aria-controls={view.commentsOpen ? view.commentsId : undefined}
          onClick={view.onComment}
        >
          <Count word="Comment" value={post.commentsCount} icon={<FiMessageCircle aria-hidden />} />
        </Action>
        <Action
          type="button"
          $tone="repost"
          aria-pressed={post.repostedByMe}
          aria-disabled={locked}
          onClick={view.onRepost}
        >
          <Count word="Repost" value={post.repostsCount} icon={<FiRepeat aria-hidden />} />
        </Action>
        <Spacer />
        <Action type="button" aria-label="Share" title="Share" onClick={view.onShare}>
          <FiShare2 aria-hidden />
        </Action>
        {view.loginPrompt}
      </Bar>
      {view.extras}
    </Article>
  );
}
