// The Groups screen in Hindi (issue 33): its texts from the catalogue, the groups' own names and
// descriptions as their admins wrote them, counts in Hindi with Indian digit grouping.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { formatCount } from '../../lib/text';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { groupsNewestFirst } from './groups-test-utils';

describe('Groups screen in Hindi', { timeout: 60_000 }, () => {
  it('shows the title, search, stats, tabs and cards in Hindi, and the groups as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/groups');

    expect(await screen.findByRole('heading', { level: 1, name: 'ग्रुप' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ग्रुप बनाएँ' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'ग्रुप खोजें' })).toHaveAttribute(
      'placeholder',
      'नाम, सोसाइटी या कैटेगरी से ग्रुप खोजें...',
    );
    const stats = screen.getByRole('region', { name: 'ग्रुप के आँकड़े' });
    await waitFor(() =>
      expect(within(stats).getByText('कुल ग्रुप').closest('div')).toHaveTextContent(
        `कुल ग्रुप${db.group.getAll().length}`,
      ),
    );
    expect(within(stats).getByText('प्राइवेट')).toBeVisible();
    expect(screen.getByRole('tablist', { name: 'ग्रुप फ़िल्टर' })).toBeVisible();
    expect(await screen.findByRole('tab', { name: /^सभी ग्रुप/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: /^मेरे ग्रुप \(जुड़े हुए\)/ })).toBeVisible();

    // The newest group: its name and description stay as written, its count reads in Hindi.
    const newest = groupsNewestFirst()[0];
    const card = await screen.findByRole('article', { name: newest.name });
    expect(within(card).getByText(newest.description)).toBeVisible();
    expect(card).toHaveTextContent(`${formatCount(newest.memberCount)} सदस्य`);
    expect(card).toHaveTextContent(newest.isPrivate ? 'प्राइवेट' : 'पब्लिक');
    expect(card).not.toHaveTextContent(/members?\b|Public|Private/);
  });
});
