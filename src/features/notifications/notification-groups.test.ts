import { describe, expect, it } from 'vitest';
import type { Notification } from '../../api/types';
import { dayLabel, groupByDay } from './notification-groups';
import { actionText, notificationHref, postPreview } from './notification-text';
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
