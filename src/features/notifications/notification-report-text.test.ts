// What the report outcome notifications say (issue 32, docs/product.md#texts-report-outcomes):
// a whole sentence with no name first, the note quoted, and where each leads.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../api/types';
import { itemSentence, notificationHref, postPreview, quotedText } from './notification-text';

const CARE = {
  id: 40,
  fullName: 'Sanjay Patwardhan',
  username: 'sanjay',
  profileImage: null,
  society: null,
};

function notice(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    type: 'report_reviewed',
    actor: CARE,
    post: { id: 7, content: '' },
    group: null,
    comment: null,
    concern: null,
    report: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

describe('report outcome notifications', () => {
  it.each([
    [
      { report: { outcome: 'kept' as const, reason: 'harassment' as const } },
      'We reviewed your report. The post was kept: it does not break the community rules. You reported it as: Harassment or bullying.',
    ],
    [
      { report: { outcome: 'kept' as const, reason: 'spam' as const }, post: null },
      'We reviewed your report. The account was kept: it does not break the community rules. You reported it as: Spam or unwanted content.',
    ],
    [
      { report: { outcome: 'warned' as const, reason: 'other' as const } },
      'We reviewed your report. The author was warned. You reported it as: Other.',
    ],
    [{ type: 'post_removed' as const, comment: 'No adverts' }, 'The care team removed your post.'],
    [
      { type: 'author_warned' as const, comment: 'Be kind' },
      'The care team warned you about your post.',
    ],
    [{ type: 'author_warned' as const, post: null }, 'The care team sent you a warning.'],
    [
      { type: 'appeal_decided' as const, report: { outcome: 'restored' as const, reason: null } },
      'Your post was restored after a second look.',
    ],
    [
      { type: 'appeal_decided' as const, report: { outcome: 'removed' as const, reason: null } },
      'After a second look, your post stays removed.',
    ],
  ])('%o says "%s" with no name first', (overrides, sentence) => {
    expect(itemSentence(notice(overrides))).toEqual({ name: null, action: sentence });
  });

  it('quotes the note to the author, never a reporter’s words', () => {
    expect(quotedText(notice({ type: 'post_removed', comment: 'No adverts' }))).toBe('No adverts');
    expect(quotedText(notice({ type: 'author_warned', comment: 'Be kind' }))).toBe('Be kind');
    expect(quotedText(notice({ comment: 'anything' }))).toBeNull();
  });

  it('leads to the post, or for an account to My reports; a removed post has no preview', () => {
    expect(notificationHref(notice({}))).toBe('/posts/7');
    expect(notificationHref(notice({ post: null }))).toBe('/profile?tab=settings#my-reports');
    expect(postPreview(notice({}))).toBeNull();
  });
});
