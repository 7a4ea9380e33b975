import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { memo, useId, useMemo } from 'react';
import { FiGlobe, FiMapPin, FiTrendingUp } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { PostActions } from './post-actions';
import { TimeAgo } from '../../components/time-ago';
import {
  Article,
  AVATAR_PX,
  City,
  Header,
  Meta,
  NameLink,
  Tags,
  TimeLink,
  Who,
} from './post-card-styles';
import { usePostCardBehaviour, type PostCardBehaviourOptions } from './post-card-behaviour';
import { PostCardMenu } from './post-card-menu';
import { usePostCardVariant, type PostCardVariant } from './post-card-variant';
import { NO_ATTACHMENTS, toCardPost } from './post-defaults';
import { FIRST_SCREEN_POSTS, PostMedia } from './post-media';
import { PostText } from '../../components/post-text';
import { usePostToggles } from './use-post-toggles';
import { CardAffected, ConcernStatusLine } from '../concerns';
import { useAuth } from '../auth';
import { SocietyLink } from '../societies';

export interface PostCardProps extends PostCardBehaviourOptions {
  post: Post;
  /** Position in a feed (aria-posinset / aria-setsize). */
  position?: { index: number; total: number };
  /** '#{rank} Trending' badge on the trending page. */
  rank?: number;
  /** What a signed-out interaction does; by default it goes to /login and back. */
  onRequireLogin?: () => void;
  /** Starts with the comments open (the post page). */
  defaultCommentsOpen?: boolean;
  /**
   * 'rich' (canonical) or 'simple' (the older screens: @username, a three-dot menu with Report,
   * counts moved locally by one). Without it, the nearest PostCardVariantProvider decides.
   */
  variant?: PostCardVariant;
}

const Handle = styled.span`
  overflow-wrap: anywhere;
`;

function PostCardView({ variant, post: rawPost, position, rank, ...options }: PostCardProps) {
  const inherited = usePostCardVariant();
  // The simple card (docs/product.md#post-card): @username, a three-dot menu holding Report, and
  // like and repost counts that move locally by one when toggled.
  const simple = (variant ?? inherited) === 'simple';
  // The card's texts and its time follow the language: a switch renders it again.
  const { locale } = useLingui().i18n;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults ('Unknown') are in `locale`
  const card = useMemo(() => toCardPost(rawPost), [rawPost, locale]);
  const titleId = useId();
  // The designers' demo card changes only itself; the simple card moves its own counts too.
  const toggles = usePostToggles(
    rawPost,
    card.post,
    options.preview ? 'local' : simple ? 'local-and-server' : 'server',
  );
  const { post } = toggles;
  const view = usePostCardBehaviour(post, options);
  const viewer = useAuth().user;
  const profilePath = `/profile/${post.authorId}`;
  const avatarPx = simple ? AVATAR_PX.simple : AVATAR_PX.rich;
  // A card links to its post's page, except on that page, on the designers' demo card, and for a
  // visitor (the landing's posts may be samples the server does not hold).
  const postPath =
    view.signedIn && !view.onItsPage && !options.preview ? `/posts/${post.id}` : undefined;
  const time = postPath ? (
    <TimeLink to={postPath}>
      <TimeAgo at={post.createdAt} />
    </TimeLink>
  ) : (
    <TimeAgo at={post.createdAt} />
  );

  return (
    <Article
      aria-labelledby={titleId}
      aria-posinset={position ? position.index + 1 : undefined}
      aria-setsize={position ? position.total : undefined}
      tabIndex={position ? 0 : undefined}
    >
      <Header>
        <Link to={profilePath} tabIndex={-1} aria-hidden>
          <Avatar name={card.authorName} src={card.authorImage} size={avatarPx} />
        </Link>
        <Who>
          <NameLink id={titleId} to={profilePath}>
            {card.authorName}
          </NameLink>
          {simple ? (
            <Meta>
              <Handle>@{card.username}</Handle>
              <span aria-hidden>·</span>
              <SocietyLink societyId={card.society?.id}>
                <span>{card.societyName}</span>
              </SocietyLink>
              <span aria-hidden>·</span>
              {time}
            </Meta>
          ) : (
            <Meta>
              {time}
              <SocietyLink societyId={card.society?.id}>
                <Badge $tone="primary">{card.societyName}</Badge>
              </SocietyLink>
              {card.society?.city && (
                <City>
                  <FiMapPin aria-hidden />
                  {card.society.city}
                </City>
              )}
            </Meta>
          )}
        </Who>
        {(card.builderWide || rank !== undefined) && (
          <Tags $avatarPx={avatarPx}>
            {card.builderWide && (
              <Badge $tone="accent">
                <FiGlobe aria-hidden />
                <Trans>Builder-Wide</Trans>
              </Badge>
            )}
            {rank !== undefined && (
              <Badge $tone="info">
                <FiTrendingUp aria-hidden />
                <Trans>#{rank} Trending</Trans>
              </Badge>
            )}
          </Tags>
        )}
        {simple && view.report && (
          <PostCardMenu
            authorName={card.authorName}
            onReport={view.onReport}
            reported={view.report === 'reported'}
          />
        )}
      </Header>
      {post.concern && <ConcernStatusLine concern={post.concern} trackAt={postPath} />}
      <PostText content={post.content ?? ''} />
      <PostMedia
        imageUrl={post.imageUrl}
        attachments={post.attachments ?? NO_ATTACHMENTS}
        firstScreen={position !== undefined && position.index < FIRST_SCREEN_POSTS}
      />
      {post.concern && (
        <CardAffected
          post={post}
          viewer={view.signedIn ? viewer : null}
          signedInOnly={view.signedInOnly}
        />
      )}
      <PostActions
        variant={simple ? 'simple' : 'rich'}
        liked={post.likedByMe ?? false}
        reposted={post.repostedByMe ?? false}
        saved={post.savedByMe ?? false}
        likes={post.likesCount}
        comments={post.commentsCount}
        reposts={post.repostsCount}
        commentsOpen={view.commentsOpen}
        commentsId={view.commentsId}
        signedIn={view.signedIn}
        pending={toggles.pending}
        onLike={view.signedInOnly(toggles.like)}
        onRepost={view.signedInOnly(toggles.repost)}
        onSave={simple ? undefined : view.signedInOnly(toggles.save)}
        onComment={view.onComment}
        onShare={view.onShare}
        onReport={simple || !view.report ? undefined : view.onReport}
        reported={view.report === 'reported'}
      >
        {view.loginPrompt}
      </PostActions>
      {view.extras}
    </Article>
  );
}

/**
 * The post card (docs/product.md#post-card): the rich, canonical variant by default, the simple one
 * on the older screens. Memoized: a like re-renders only its card.
 */
export const PostCard = memo(PostCardView);
