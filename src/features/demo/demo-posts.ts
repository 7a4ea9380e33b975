// The demo page's sample posts: fixed, so a designer sees the same cards on every visit, whatever
// the demo data holds. Times are relative to the moment the page opens.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Post, Society, UserSummary } from '../../api/types';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

const MINUTE = 60_000;

const greens: Society = { id: 1, ...SAMPLE_SOCIETIES[0] };
const heights: Society = { id: 2, ...SAMPLE_SOCIETIES[1] };

// The sample residents and what they wrote: user content, never translated (docs/i18n.md).
/* eslint-disable lingui/no-unlocalized-strings */
const priya: UserSummary = {
  id: 2,
  fullName: 'Priya Sharma',
  username: 'priya_sharma',
  profileImage: '/images/avatars/priya.svg',
  society: greens,
};

const rohan: UserSummary = {
  id: 3,
  fullName: 'Rohan Iyer',
  username: 'rohan_iyer',
  profileImage: null,
  society: heights,
};

/* eslint-enable lingui/no-unlocalized-strings */

function samplePost(id: number, author: UserSummary, minutesAgo: number, now: number): Post {
  return {
    id,
    content: '',
    authorId: author.id,
    imageUrl: null,
    createdAt: new Date(now - minutesAgo * MINUTE).toISOString(),
    likesCount: 12,
    commentsCount: 4,
    repostsCount: 2,
    isBuilderWide: false,
    hashtags: [],
    mentions: [],
    author,
    society: author.society,
    groupId: null,
    attachments: [],
    likedByMe: false,
    repostedByMe: false,
    savedByMe: false,
  };
}

export interface DemoState {
  id: string;
  /** The state's name and note for designers, shown in the reader's language. */
  title: MessageDescriptor;
  note: MessageDescriptor;
  post: Post;
  /** Shown as a visitor sees it, whoever is signed in. */
  signedOut?: boolean;
}

/** One sample post per state the designers review, in page order. */
export function demoStates(now = Date.now()): DemoState[] {
  const base = samplePost(9001, priya, 5, now);
  const text =
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a resident's post: user content
    'Water supply in Tower B will be off on Saturday from 10 am to 2 pm for tank cleaning. Please store water in advance. #WaterSupply @rohan_iyer';
  return [
    {
      id: 'default',
      title: msg`Default`,
      note: msg`A society post with hashtags, a mention and counts.`,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a post's hashtag: user content
      post: { ...base, content: text, hashtags: ['WaterSupply'], mentions: ['rohan_iyer'] },
    },
    {
      id: 'liked',
      title: msg`Liked`,
      note: msg`The viewer has liked the post.`,
      post: { ...base, id: 9002, content: text, likesCount: 13, likedByMe: true },
    },
    {
      id: 'reposted',
      title: msg`Reposted`,
      note: msg`The viewer has reposted the post.`,
      post: { ...base, id: 9003, content: text, repostsCount: 3, repostedByMe: true },
    },
    {
      id: 'image',
      title: msg`With image`,
      note: msg`A builder-wide post with a photo.`,
      post: {
        ...samplePost(9004, rohan, 90, now),
        content:
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a post: user content
          'Lift maintenance is done in all towers. Thank you for your patience! #BuilderWide',
        imageUrl: '/images/posts/elevator.svg',
        isBuilderWide: true,
        society: null,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a post's hashtag: user content
        hashtags: ['BuilderWide'],
      },
    },
    {
      id: 'missing',
      title: msg`Missing data`,
      note: msg`No author, society or counts: 'Unknown', 'unknown', 'U', 'Unknown Society', 0.`,
      // What a careless server might send: the card fills in its defaults
      // (docs/product.md#post-card).
      post: {
        id: 9005,
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a post: user content
        content: 'A post whose author and counts did not arrive.',
        authorId: 0,
        createdAt: new Date(now - 3 * 60 * MINUTE).toISOString(),
      } as unknown as Post,
    },
    {
      id: 'signed-out',
      title: msg`Logged out`,
      note: msg`Like, comment and repost are disabled and prompt for login.`,
      post: { ...base, id: 9006, content: text },
      signedOut: true,
    },
  ];
}
