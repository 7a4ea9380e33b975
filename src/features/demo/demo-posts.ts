// The demo page's sample posts: fixed, so a designer sees the same cards on every visit, whatever
// the demo data holds. Times are relative to the moment the page opens.
import type { Post, Society, UserSummary } from '../../api/types';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

const MINUTE = 60_000;

const greens: Society = { id: 1, ...SAMPLE_SOCIETIES[0] };
const heights: Society = { id: 2, ...SAMPLE_SOCIETIES[1] };

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
  title: string;
  note: string;
  post: Post;
  /** Shown as a visitor sees it, whoever is signed in. */
  signedOut?: boolean;
}

/** One sample post per state the designers review, in page order. */
export function demoStates(now = Date.now()): DemoState[] {
  const base = samplePost(9001, priya, 5, now);
  const text =
    'Water supply in Tower B will be off on Saturday from 10 am to 2 pm for tank cleaning. Please store water in advance. #WaterSupply @rohan_iyer';
  return [
    {
      id: 'default',
      title: 'Default',
      note: 'A society post with hashtags, a mention and counts.',
      post: { ...base, content: text, hashtags: ['WaterSupply'], mentions: ['rohan_iyer'] },
    },
    {
      id: 'liked',
      title: 'Liked',
      note: 'The viewer has liked the post.',
      post: { ...base, id: 9002, content: text, likesCount: 13, likedByMe: true },
    },
    {
      id: 'reposted',
      title: 'Reposted',
      note: 'The viewer has reposted the post.',
      post: { ...base, id: 9003, content: text, repostsCount: 3, repostedByMe: true },
    },
    {
      id: 'image',
      title: 'With image',
      note: 'A builder-wide post with a photo.',
      post: {
        ...samplePost(9004, rohan, 90, now),
        content:
          'Lift maintenance is done in all towers. Thank you for your patience! #BuilderWide',
        imageUrl: '/images/posts/elevator.svg',
        isBuilderWide: true,
        society: null,
        hashtags: ['BuilderWide'],
      },
    },
    {
      id: 'missing',
      title: 'Missing data',
      note: "No author, society or counts: 'Unknown', 'unknown', 'U', 'Unknown Society', 0.",
      // What a careless server might send: the card fills in its defaults
      // (docs/product.md#post-card).
      post: {
        id: 9005,
        content: 'A post whose author and counts did not arrive.',
        authorId: 0,
        createdAt: new Date(now - 3 * 60 * MINUTE).toISOString(),
      } as unknown as Post,
    },
    {
      id: 'signed-out',
      title: 'Logged out',
      note: 'Like, comment and repost are disabled and prompt for login.',
      post: { ...base, id: 9006, content: text },
      signedOut: true,
    },
  ];
}
