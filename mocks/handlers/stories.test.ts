import { describe, expect, it } from 'vitest';
import { listFollowingStories, viewStory } from '../../src/api/stories';
import { loginAs } from '../../src/testing/session';
import { db, nextId } from '../db';
import { SEED } from '../seed';
import { expectRejected, respond, send } from './test-utils';

const me = SEED.demoUserId;
const FOREIGN = 'You can only do this for your own account';
const followedIds = () =>
  new Set(
    db.follow
      .getAll()
      .filter((follow) => follow.followerId === me)
      .map((follow) => follow.followingId),
  );
const views = (storyId: number) =>
  db.storyView.count({ where: { storyId: { equals: storyId }, userId: { equals: me } } });
const storiesBy = (authorId: number) =>
  db.story.getAll().filter((story) => story.authorId === authorId);

describe('listFollowingStories', () => {
  it("lists only followed users' stories, newest first, with viewedByMe", async () => {
    await loginAs(me);
    const following = followedIds();
    const stories = await listFollowingStories(me);
    const expected = db.story.getAll().filter((story) => following.has(story.authorId));

    expect(stories.length).toBeGreaterThan(0);
    expect(new Set(stories.map((story) => story.id))).toEqual(
      new Set(expected.map((story) => story.id)),
    );
    expect(stories.some((story) => story.authorId === SEED.followedUserId)).toBe(true);
    expect(storiesBy(SEED.otherSocietyResidentId).length).toBeGreaterThan(0);
    expect(stories.some((story) => story.authorId === SEED.otherSocietyResidentId)).toBe(false);
    stories.slice(1).forEach((story, index) => {
      expect(story.createdAt <= stories[index].createdAt).toBe(true);
    });
    for (const story of stories) expect(story.viewedByMe).toBe(views(story.id) > 0);
    expect(stories.some((story) => story.viewedByMe)).toBe(true);
    expect(stories.some((story) => !story.viewedByMe)).toBe(true);
  });

  it('leaves out a followed user the viewer has blocked', async () => {
    await loginAs(me);
    db.block.create({
      id: nextId('block'),
      blockerId: me,
      blockedId: SEED.followedUserId,
      createdAt: new Date().toISOString(),
    });
    const stories = await listFollowingStories(me);
    expect(stories.some((story) => story.authorId === SEED.followedUserId)).toBe(false);
  });

  it('is private: 401 signed out, 403 for another user', async () => {
    await expectRejected(() => listFollowingStories(me), 401, 'Please log in to continue');
    await loginAs(SEED.neighbourId);
    await expectRejected(() => listFollowingStories(me), 403, FOREIGN);
  });
});

describe('viewStory', () => {
  it('marks a story viewed (204), and a second view changes nothing', async () => {
    await loginAs(me);
    const story = storiesBy(SEED.otherSocietyResidentId)[0];
    expect(views(story.id)).toBe(0);

    expect((await respond('POST', `/api/story-views/${story.id}`, { userId: me })).status).toBe(
      204,
    );
    expect(views(story.id)).toBe(1);
    await viewStory(story.id, me);
    expect(views(story.id)).toBe(1);
  });

  it('shows the view in the list', async () => {
    await loginAs(me);
    const unseen = (await listFollowingStories(me)).find((story) => !story.viewedByMe)!;
    await viewStory(unseen.id, me);
    const after = await listFollowingStories(me);
    expect(after.find((story) => story.id === unseen.id)?.viewedByMe).toBe(true);
  });

  it('refuses 400, 401, 403 and 404 with the db unchanged', async () => {
    const storyId = storiesBy(SEED.followedUserId)[0].id;
    await expectRejected(() => viewStory(storyId, me), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(() => viewStory(storyId, SEED.neighbourId), 403, FOREIGN);
    await expectRejected(() => viewStory(9999, me), 404, 'Story not found');
    await expectRejected(
      () => send('POST', `/api/story-views/${storyId}`, {}),
      400,
      'userId is required',
    );
  });
});
