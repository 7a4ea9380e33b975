// Hostile content (OWASP XSS filter-evasion payloads) in every place residents write text: post,
// comment, full name, username, bio, group name and description, report details and search.
// Nothing runs, no markup or script URL reaches the DOM, and the text reads exactly as typed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, nextId } from '../../mocks/db';
import { SEED } from '../../mocks/seed';
import { renderApp } from '../testing/render-app';
import { loginAs } from '../testing/session';
import {
  ALL_PAYLOADS,
  expectSafeDom,
  HOSTILE_URLS,
  watchForExecution,
  XSS_PAYLOADS,
} from '../testing/xss';

const SLOW = { timeout: 30_000 };
// Report details are at most 1000 characters: as many payloads as fit.
const REPORT_TEXT = XSS_PAYLOADS.filter(
  (_, index) => XSS_PAYLOADS.slice(0, index + 1).join('\n').length <= 1000,
).join('\n');
const text = (element: Element) => element.textContent ?? '';

/** A neighbour whose every text field and image is hostile; their post carries every payload. */
function hostileWorld() {
  const userId = SEED.neighbourId;
  db.user.update({
    where: { id: { equals: userId } },
    data: {
      fullName: XSS_PAYLOADS[0],
      username: XSS_PAYLOADS[20],
      bio: ALL_PAYLOADS,
      profileImage: HOSTILE_URLS[0],
    },
  });
  const postId = SEED.othersPostId;
  db.post.update({
    where: { id: { equals: postId } },
    data: { content: ALL_PAYLOADS, imageUrl: HOSTILE_URLS[1], authorId: userId },
  });
  db.comment.deleteMany({ where: { postId: { equals: postId } } });
  XSS_PAYLOADS.forEach((content, index) => {
    db.comment.create({
      id: nextId('comment'),
      postId,
      authorId: userId,
      content,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    });
  });
  db.post.update({
    where: { id: { equals: postId } },
    data: { commentsCount: XSS_PAYLOADS.length },
  });
  return { userId, postId };
}

describe('hostile content', { timeout: 90_000 }, () => {
  it(`shows ${XSS_PAYLOADS.length} payloads in a post, its comments and its author as plain text`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    const { postId } = hostileWorld();
    await loginAs(SEED.demoUserId);
    const watch = watchForExecution();
    const { user } = renderApp(`/posts/${postId}`);

    const card = await screen.findByRole('article', { name: XSS_PAYLOADS[0] }, SLOW);
    expect(text(card)).toContain(ALL_PAYLOADS);
    const list = await screen.findByRole('list', { name: /comments/i }, SLOW);
    // More than show at once: the earlier ones too.
    let earlier;
    while ((earlier = screen.queryByRole('button', { name: 'Show Earlier Comments' }))) {
      await user.click(earlier);
    }
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')).toHaveLength(XSS_PAYLOADS.length),
    );
    const items = within(list).getAllByRole('listitem').map(text);
    for (const payload of XSS_PAYLOADS) {
      expect(
        items.some((item) => item.includes(payload)),
        payload,
      ).toBe(true);
    }
    expectSafeDom();
    watch.expectNothingRan();
  });

  it('shows a hostile full name, username and bio on the profile as typed', async () => {
    const { userId } = hostileWorld();
    await loginAs(SEED.demoUserId);
    const watch = watchForExecution();
    renderApp(`/profile/${userId}`);

    expect(await screen.findByRole('heading', { name: XSS_PAYLOADS[0] }, SLOW)).toBeVisible();
    const page = document.body;
    await waitFor(() => expect(text(page)).toContain(ALL_PAYLOADS));
    expect(text(page)).toContain(XSS_PAYLOADS[20]);
    expectSafeDom();
    watch.expectNothingRan();
  });

  it('shows a hostile group name and description as typed', async () => {
    db.group.update({
      where: { id: { equals: SEED.joinedGroupId } },
      data: { name: XSS_PAYLOADS[8], description: ALL_PAYLOADS, coverImage: HOSTILE_URLS[2] },
    });
    await loginAs(SEED.demoUserId);
    const watch = watchForExecution();
    renderApp(`/group/${SEED.joinedGroupId}`);

    expect(await screen.findByRole('heading', { name: XSS_PAYLOADS[8] }, SLOW)).toBeVisible();
    await waitFor(() => expect(text(document.body)).toContain(ALL_PAYLOADS));
    expectSafeDom();
    watch.expectNothingRan();
  });

  it('searches for hostile text and shows it as typed', async () => {
    await loginAs(SEED.demoUserId);
    const watch = watchForExecution();
    const query = XSS_PAYLOADS.slice(0, 12).join(' ');
    renderApp(`/search?q=${encodeURIComponent(query)}`);

    const box = await screen.findByRole('searchbox', {}, SLOW);
    expect(box).toHaveValue(query);
    await waitFor(() => expect(text(document.body)).toContain(query));
    expectSafeDom();
    watch.expectNothingRan();
  });

  it('keeps hostile report details exactly as typed, on screen and in the report', async () => {
    const { postId } = hostileWorld();
    await loginAs(SEED.demoUserId);
    const watch = watchForExecution();
    const { user } = renderApp(`/posts/${postId}`);

    const card = await screen.findByRole('article', { name: XSS_PAYLOADS[0] }, SLOW);
    await user.click(within(card).getByRole('button', { name: /report/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    await user.click(within(dialog).getByRole('radio', { name: /spam/i }));
    const details = within(dialog).getByRole('textbox');
    await user.click(details);
    await user.paste(REPORT_TEXT);
    expect(details).toHaveValue(REPORT_TEXT);
    expectSafeDom();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    await waitFor(() =>
      expect(db.report.findFirst({ where: { postId: { equals: postId } } })?.description).toBe(
        REPORT_TEXT,
      ),
    );
    expectSafeDom();
    watch.expectNothingRan();
  });
});
