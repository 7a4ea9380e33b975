// The writes of mocks/handlers/posts.ts (createPost, createComment) and the comment list; the
// feed reads are in posts.test.ts.
import { describe, expect, it } from 'vitest';
import { createComment, listComments } from '../../src/api/comments';
import { createPost, listPosts, type CreatePostBody } from '../../src/api/posts';
import { createdPost } from '../../src/testing/created-post';
import { loginAs } from '../../src/testing/session';
import { db, nextId } from '../db';
import { SEED } from '../seed';
import {
  expectRejected,
  notificationsFor,
  postRecord,
  respond,
  send,
  userRecord,
} from './test-utils';

const post = (overrides: Partial<CreatePostBody> = {}): CreatePostBody => ({
  content: 'The B wing lift is stuck again. #Elevator',
  authorId: SEED.demoUserId,
  ...overrides,
});

describe('createPost', () => {
  it("creates a post (201) in the author's society; it tops the feed", async () => {
    await loginAs(SEED.demoUserId);
    const { postsCount } = userRecord(SEED.demoUserId);
    const response = await respond(
      'POST',
      '/api/posts',
      post({ content: '  Lift stuck. #Elevator  ' }),
    );
    expect(response.status).toBe(201);
    const created = response.body as { id: number };
    expect(created).toMatchObject({
      content: 'Lift stuck. #Elevator',
      authorId: SEED.demoUserId,
      hashtags: ['Elevator'],
      isBuilderWide: false,
      society: { id: SEED.demoSocietyId },
      groupId: null,
      likesCount: 0,
      likedByMe: false,
    });
    expect(postRecord(created.id)).toMatchObject({ societyId: SEED.demoSocietyId });
    expect(userRecord(SEED.demoUserId).postsCount).toBe(postsCount + 1);
    expect((await listPosts())[0].id).toBe(created.id);
  });

  it('is builder-wide by its flag or by #BuilderWide, with no society', async () => {
    await loginAs(SEED.demoUserId);
    const flagged = await createdPost(post({ isBuilderWide: true }));
    const tagged = await createdPost(post({ content: 'Plumbers list for all of us #BuilderWide' }));
    for (const created of [flagged, tagged]) {
      expect(created).toMatchObject({ isBuilderWide: true, society: null });
      expect(postRecord(created.id).societyId).toBeNull();
    }
  });

  it('goes to the chosen society', async () => {
    await loginAs(SEED.demoUserId);
    const created = await createdPost(post({ societyId: 2 }));
    expect(created.society?.id).toBe(2);
  });

  it('notifies each user it mentions, once', async () => {
    await loginAs(SEED.demoUserId);
    const { username } = userRecord(SEED.neighbourId);
    const created = await createdPost(post({ content: `@${username} and @${username}, see this` }));
    const mentions = notificationsFor(SEED.neighbourId, 'mention', SEED.demoUserId);
    expect(mentions.filter((notification) => notification.postId === created.id)).toHaveLength(1);
  });

  it.each([
    ['no content', { content: undefined }, 'Post content is required'],
    ['blank content', { content: '   \n ' }, 'Post content is required'],
    [
      '501 characters',
      { content: 'x'.repeat(501) },
      'Post content must be less than 500 characters',
    ],
    ['an author id as a string', { authorId: '1' }, /^authorId must be a `number` type/],
    ['a flag as a string', { isBuilderWide: 'yes' }, /^isBuilderWide must be a `boolean` type/],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('POST', '/api/posts', { ...post(), ...overrides }),
      400,
      message,
    );
  });

  it('refuses a post without a society from a user who has none (400)', async () => {
    await loginAs(SEED.demoUserId);
    db.user.update({ where: { id: { equals: SEED.demoUserId } }, data: { societyId: null } });
    await expectRejected(() => createPost(post()), 400, 'Choose a society or post builder-wide');
  });

  it('refuses 401 signed out, 403 for another author, 404 for an unknown society', async () => {
    await expectRejected(() => createPost(post()), 401, 'Please log in to continue');
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => createPost(post({ authorId: SEED.neighbourId })),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(() => createPost(post({ societyId: 9999 })), 404, 'Society not found');
  });
});

describe('comments', () => {
  it('lists the comments of a post oldest first, hiding blocked authors', async () => {
    const hidden = db.comment.create({
      id: nextId('comment'),
      postId: SEED.demoPostId,
      authorId: SEED.blockedUserId,
      content: 'Buy my kitchen',
      createdAt: new Date().toISOString(),
    });
    const signedOut = await listComments(SEED.demoPostId);
    expect(signedOut.map((comment) => comment.id)).toContain(hidden.id);
    signedOut.slice(1).forEach((comment, index) => {
      expect(comment.createdAt >= signedOut[index].createdAt).toBe(true);
    });

    await loginAs(SEED.demoUserId);
    const comments = await listComments(SEED.demoPostId);
    expect(comments).toHaveLength(signedOut.length - 1);
    expect(comments.every((comment) => comment.postId === SEED.demoPostId)).toBe(true);
  });

  it('adds a comment (201): counted on the post, the author notified', async () => {
    await loginAs(SEED.demoUserId);
    const { commentsCount, authorId } = postRecord(SEED.othersPostId);
    const response = await respond('POST', `/api/posts/${SEED.othersPostId}/comments`, {
      authorId: SEED.demoUserId,
      content: '  Will the STP pump be covered?  ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ content: 'Will the STP pump be covered?' });
    expect(postRecord(SEED.othersPostId).commentsCount).toBe(commentsCount + 1);
    const notified = notificationsFor(authorId, 'comment', SEED.demoUserId);
    expect(notified.map((notification) => notification.comment)).toContain(
      'Will the STP pump be covered?',
    );
    expect((await listComments(SEED.othersPostId)).at(-1)?.authorId).toBe(SEED.demoUserId);
  });

  it('does not notify the author of their own comment', async () => {
    await loginAs(SEED.demoUserId);
    const before = db.notification.count();
    await createComment(SEED.demoPostId, { authorId: SEED.demoUserId, content: 'Update: fixed' });
    expect(db.notification.count()).toBe(before);
  });

  it('refuses 400, 401, 403 and 404 with the db unchanged', async () => {
    const body = { authorId: SEED.demoUserId, content: 'Me too' };
    await expectRejected(
      () => createComment(SEED.othersPostId, body),
      401,
      'Please log in to continue',
    );
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => createComment(SEED.othersPostId, { ...body, content: '  ' }),
      400,
      'Comment cannot be empty',
    );
    await expectRejected(
      () => createComment(SEED.othersPostId, { ...body, content: 'x'.repeat(501) }),
      400,
      'Comment must be less than 500 characters',
    );
    await expectRejected(
      () => createComment(SEED.othersPostId, { ...body, authorId: SEED.neighbourId }),
      403,
      'You can only do this for your own account',
    );
    await expectRejected(() => createComment(9999, body), 404, 'Post not found');
    await expectRejected(() => listComments(9999), 404, 'Post not found');
  });
});
