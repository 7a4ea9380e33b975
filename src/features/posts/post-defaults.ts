import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Attachment, Post, Society, UserSummary } from '../../api/types';
import { isBuilderWidePost } from '../../lib/text';

/**
 * Defaults for missing data: 'Unknown', 'unknown', 'Unknown Society', counts 0
 * (docs/product.md#post-card).
 */
export interface CardPost {
  /** With the proposed fields a card reads filled in: a server may leave them out. */
  post: Post & Required<Pick<Post, 'likedByMe' | 'repostedByMe' | 'savedByMe' | 'attachments'>>;
  authorName: string;
  username: string;
  authorImage: string | null;
  society: Society | null;
  societyName: string;
  builderWide: boolean;
}

// One empty list for every post a server sends without attachments: a like makes the card's post
// anew, and a fresh [] each time would render its media again (PostMedia is memoized).
export const NO_ATTACHMENTS: Attachment[] = [];

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export function toCardPost(post: Post): CardPost {
  const author: Partial<UserSummary> = post.author ?? {};
  const society = post.society ?? author.society ?? null;
  return {
    post: {
      ...post,
      likesCount: count(post.likesCount),
      commentsCount: count(post.commentsCount),
      repostsCount: count(post.repostsCount),
      // Liked and reposted start false unless the server sends the viewer's state
      // (docs/product.md#likes-reposts-and-saves).
      likedByMe: post.likedByMe === true,
      repostedByMe: post.repostedByMe === true,
      savedByMe: post.savedByMe === true,
      attachments: Array.isArray(post.attachments) ? post.attachments : NO_ATTACHMENTS,
    },
    authorName: author.fullName?.trim() || i18n._(msg`Unknown`),
    username: author.username?.trim() || 'unknown',
    authorImage: author.profileImage ?? null,
    society,
    societyName: society?.name || i18n._(msg`Unknown Society`),
    builderWide: isBuilderWidePost({
      content: post.content ?? '',
      isBuilderWide: post.isBuilderWide,
    }),
  };
}
