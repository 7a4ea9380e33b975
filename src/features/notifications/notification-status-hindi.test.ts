// A concern's status in a notification reads in the page's language, not the server's English.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../api/types';
import { activateLanguage } from '../../lib/i18n/i18n';
import { actionText } from './notification-text';

const statusChange = {
  id: 1,
  type: 'concern_status',
  concern: { status: 'resolved', raisedByMe: true },
} as unknown as Notification;

describe('a concern status notification', () => {
  it('names the status in English, then in Hindi', async () => {
    expect(actionText(statusChange)).toBe('marked your concern Resolved');
    await activateLanguage('hi');
    const hindi = actionText(statusChange);
    expect(hindi).toContain('हल हो गई');
    expect(hindi).not.toContain('Resolved');
  });
});
