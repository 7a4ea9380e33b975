import { describe, expect, it } from 'vitest';
import type { Notification } from '../../api/types';
import { dayLabel, groupByDay, toEntries } from './notification-groups';
import {
  actionText,
  affectedText,
  itemSentence,
  notificationHref,
  postPreview,
} from './notification-text';
import { sampleNotifications, sampleUnreadCount } from './sample-notifications';

// 00:30 on 20 Nov 2026, local time: the edges of the days sit close to now.
const NOW = new Date(2026, 10, 20, 0, 30).getTime();
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

describe('day headings', () => {
  it('names the calendar day, not the hours since', () => {
    expect(dayLabel(at(2026, 10, 20, 0), NOW)).toBe('Today');
    expect(dayLabel(at(2026, 10, 19, 23), NOW)).toBe('Yesterday');
    expect(dayLabel(at(2026, 10, 19, 0), NOW)).toBe('Yesterday');
    expect(dayLabel(at(2026, 10, 18), NOW)).toBe('This Week');
    expect(dayLabel(at(2026, 10, 14), NOW)).toBe('This Week');
    expect(dayLabel(at(2026, 10, 13), NOW)).toBe('13 Nov 2026');
    expect(dayLabel(at(2025, 11, 31), NOW)).toBe('31 Dec 2025');
  });

  it('groups newest first, one group per heading', () => {
    const make = (id: number, createdAt: string) => ({ id, createdAt }) as Notification;
    const groups = groupByDay(
      [
        make(1, at(2026, 10, 12)),
        make(2, at(2026, 10, 20, 0)),
        make(3, at(2026, 10, 16)),
        make(4, at(2026, 10, 12, 9)),
        make(5, at(2026, 10, 17)),
      ],
      NOW,
    );
    expect(groups.map((g) => [g.label, g.items.map((n) => n.id)])).toEqual([
      ['Today', [2]],
      ['This Week', [5, 3]],
      ['12 Nov 2026', [1, 4]],
    ]);
  });
});

describe('notification text', () => {
  const [comment, like, mention, follow, , join] = sampleNotifications(NOW);

  it('says what happened and links to the post, the follower or the group', () => {
    expect(actionText(comment)).toBe('commented on your post');
    expect(actionText(like)).toBe('liked your post');
    expect(actionText(mention)).toBe('mentioned you in a post');
    expect(actionText(follow)).toBe('started following you');
    expect(actionText({ ...join, group: { ...join.group!, isPrivate: true } })).toBe(
      'asked to join Greens Parents Circle',
    );
    expect(actionText({ ...join, group: { ...join.group!, isPrivate: false } })).toBe(
      'joined Greens Parents Circle',
    );
    expect(notificationHref(comment)).toBe(`/posts/${comment.post!.id}`);
    expect(notificationHref(follow)).toBe(`/profile/${follow.actor.id}`);
    expect(notificationHref(join)).toBe(`/group/${join.group!.id}`);
  });

  it('cuts the preview at 50 characters', () => {
    const long = { ...like, post: { id: 1, content: 'x'.repeat(49) + ' yz' } };
    expect(postPreview(long)).toBe(`${'x'.repeat(49)}…`);
    const short = { ...like, post: { id: 1, content: 'y'.repeat(50) } };
    expect(postPreview(short)).toBe('y'.repeat(50));
    expect(postPreview(follow)).toBeNull();
  });

  it('counts the unread samples left', () => {
    expect(sampleUnreadCount([])).toBe(3);
    expect(sampleUnreadCount([comment.id, follow.id])).toBe(2);
  });
});

describe('a concern\'s "affected" notifications', () => {
  const affected = (id: number, postId: number, fullName: string, read = true) =>
    ({
      id,
      type: 'concern_affected',
      actor: { id, fullName },
      post: { id: postId, content: 'No water in A wing' },
      createdAt: at(2026, 10, 19, id),
      read,
    }) as unknown as Notification;

  it('are one item per concern, named by the newest, unread while any is', () => {
    const entries = toEntries([
      affected(1, 7, 'Sneha Patil'),
      affected(3, 7, 'Rohan Kulkarni', false),
      affected(2, 8, 'Priya Sharma'),
    ]);
    expect(entries.map((e) => [e.id, e.read, e.members.map((m) => m.id)])).toEqual([
      [3, false, [3, 1]],
      [2, true, [2]],
    ]);
    expect(itemSentence(entries[0])).toEqual({
      name: 'Rohan Kulkarni',
      action: 'and 1 other are affected by your concern',
    });
    expect(itemSentence(entries[1])).toEqual({
      name: 'Priya Sharma',
      action: 'is affected by your concern',
    });
    expect(affectedText(11)).toBe('and 11 others are affected by your concern');
  });
});
