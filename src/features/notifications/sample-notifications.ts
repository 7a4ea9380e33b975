// A backend without the proposed notifications endpoint still gets a usable screen, with these
// built-in samples, the original's local notifications
// (docs/product.md#a-backend-with-only-the-documented-calls). Negative ids cannot clash with the
// server's records. Three are unread, the badge's count without the server's
// (docs/product.md#counts).
import type { Notification, NotificationType, Society, UserSummary } from '../../api/types';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const society = (index: number): Society => ({ id: index + 1, ...SAMPLE_SOCIETIES[index] });

function person(id: number, fullName: string, username: string, societyIndex: number): UserSummary {
  return { id, fullName, username, profileImage: null, society: society(societyIndex) };
}

// Sample residents and what they wrote: user content, never translated (docs/i18n.md).
/* eslint-disable lingui/no-unlocalized-strings */
const RAHUL = person(-1, 'Rahul Verma', 'rahul_v', 0);
const SNEHA = person(-2, 'Sneha Patil', 'sneha_p', 0);
const ARJUN = person(-3, 'Arjun Nair', 'arjun_n', 2);
const MEERA = person(-4, 'Meera Iyer', 'meera_i', 1);

const POSTS = {
  water: {
    id: -1,
    content:
      'Water pressure on the upper floors drops every evening. Requesting a booster pump check.',
  },
  parking: { id: -2, content: 'Visitor cars in resident slots again. #Parking' },
  cleanup: {
    id: -3,
    content: 'Thank you to everyone who joined the Sunday cleanup drive! @aarav we did it.',
  },
};

const GROUP: NonNullable<Notification['group']> = {
  id: -1,
  name: 'Greens Parents Circle',
  isPrivate: true,
};

interface Sample {
  type: NotificationType;
  actor: UserSummary;
  ago: number;
  post?: { id: number; content: string };
  comment?: string;
  group?: NonNullable<Notification['group']>;
}

const SAMPLES: Sample[] = [
  {
    type: 'comment',
    actor: SNEHA,
    ago: 20 * MINUTE,
    post: POSTS.water,
    comment: 'Same in our wing, the tanker came late too.',
  },
  { type: 'like', actor: RAHUL, ago: 2 * HOUR, post: POSTS.water },
  { type: 'mention', actor: ARJUN, ago: 5 * HOUR, post: POSTS.cleanup },
  { type: 'follow', actor: MEERA, ago: 26 * HOUR },
  { type: 'repost', actor: ARJUN, ago: 30 * HOUR, post: POSTS.parking },
  { type: 'join', actor: RAHUL, ago: 3 * DAY, group: GROUP },
  { type: 'like', actor: SNEHA, ago: 9 * DAY, post: POSTS.parking },
];

/* eslint-enable lingui/no-unlocalized-strings */

const SAMPLE_UNREAD = 3;

/** The samples as of `now`, newest first; the first three are unread. */
export function sampleNotifications(now: number = Date.now()): Notification[] {
  return SAMPLES.map((sample, index) => ({
    id: -(index + 1),
    type: sample.type,
    actor: sample.actor,
    post: sample.post ?? null,
    group: sample.group ?? null,
    comment: sample.comment ?? null,
    createdAt: new Date(now - sample.ago).toISOString(),
    read: index >= SAMPLE_UNREAD,
  }));
}

/** The samples' unread count once `readIds` have been marked read on this device. */
export function sampleUnreadCount(readIds: readonly number[]): number {
  const unreadIds = new Set(
    sampleNotifications(0)
      .filter((n) => !n.read)
      .map((n) => n.id),
  );
  return [...unreadIds].filter((id) => !readIds.includes(id)).length;
}
