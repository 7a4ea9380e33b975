// A group's page in Hindi (issue 33): the header, tabs, composer and members in Hindi; the group's
// name, its posts and its members' names as written; the creation time in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { groupRow } from './groups-test-utils';

const fullName = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!.fullName;

describe('Group detail in Hindi', { timeout: 60_000 }, () => {
  it('shows the header, posts and members in Hindi, with the content as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    const id = SEED.joinedGroupId;
    const group = groupRow(id);
    const { user } = renderApp(`/group/${id}`);

    const top = await screen.findByRole('region', { name: group.name }, { timeout: 20_000 });
    expect(within(top).getByRole('heading', { level: 1 })).toHaveTextContent(group.name);
    expect(top).toHaveTextContent('पब्लिक');
    expect(top).toHaveTextContent('सभी सोसाइटी में');
    expect(top).toHaveTextContent(`${group.memberCount} सदस्य`);
    expect(within(top).getByText(/^.+ पहले बनाया गया$/)).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'शेयर करें' })).toBeVisible();
    expect(within(top).getByRole('button', { name: /^छोड़ें/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'सभी ग्रुप' })).toHaveAttribute('href', '/groups');

    // The composer and the group's posts: the posts stay as their authors wrote them.
    expect(screen.getByRole('textbox', { name: `${group.name} के लिए पोस्ट लिखें` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पोस्ट करें' })).toBeVisible();
    const feed = await screen.findByRole('feed', { name: `${group.name} की पोस्ट` });
    const post = db.post.getAll().find((row) => row.groupId === id)!;
    expect(
      await within(feed).findByText(post.content.slice(0, 30), { exact: false }),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^सदस्य/ }));
    const list = await screen.findByRole('list', { name: `${group.name} के सदस्य` });
    const admin = within(list).getByText(fullName(group.adminId)).closest('li')!;
    expect(within(admin).getByText('एडमिन')).toBeVisible();
    expect(within(list).getAllByText(/ जुड़े$/).length).toBeGreaterThan(0);
  });
});
