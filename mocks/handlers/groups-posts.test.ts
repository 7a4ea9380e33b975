// Group posts: members only, to read and to write.
import { describe, expect, it } from 'vitest';
import { createGroupPost, listGroupPosts } from '../../src/api/groups';
import { listPosts } from '../../src/api/posts';
import { loginAs } from '../../src/testing/session';
import { SEED } from '../seed';
import { expectRejected, groupRecord, respond, userRecord } from './test-utils';

const me = SEED.demoUserId;
const FOREIGN = 'You can only do this for your own account';
const MEMBERS_ONLY = 'You need to join this group to see posts.';

describe('group posts', () => {
  it('lists the posts of the group to its members, newest first', async () => {
    await loginAs(me);
    const posts = await listGroupPosts(SEED.joinedGroupId);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.groupId === SEED.joinedGroupId)).toBe(true);
    expect(posts).toHaveLength(groupRecord(SEED.joinedGroupId).postCount);
    posts.slice(1).forEach((post, index) => {
      expect(post.createdAt <= posts[index].createdAt).toBe(true);
    });
  });

  it('is closed to others: 401 signed out, 403 for non-members, 404 for no group', async () => {
    await expectRejected(
      () => listGroupPosts(SEED.joinedGroupId),
      401,
      'Please log in to continue',
    );
    await loginAs(me);
    await expectRejected(() => listGroupPosts(SEED.publicGroupNotJoinedId), 403, MEMBERS_ONLY);
    await expectRejected(() => listGroupPosts(9999), 404, 'Group not found');
  });

  it('a member posts (201): counted on the group, not on the profile or the feed', async () => {
    await loginAs(me);
    const { postCount } = groupRecord(SEED.joinedGroupId);
    const { postsCount } = userRecord(me);
    const response = await respond('POST', `/api/groups/${SEED.joinedGroupId}/posts`, {
      content: '  Who can bowl on Sunday?  ',
      authorId: me,
    });
    expect(response.status).toBe(201);
    const post = response.body as { id: number };
    expect(post).toMatchObject({ content: 'Who can bowl on Sunday?', groupId: SEED.joinedGroupId });
    expect(groupRecord(SEED.joinedGroupId).postCount).toBe(postCount + 1);
    expect(userRecord(me).postsCount).toBe(postsCount);
    expect((await listGroupPosts(SEED.joinedGroupId))[0].id).toBe(post.id);
    expect((await listPosts()).some((feedPost) => feedPost.id === post.id)).toBe(false);
  });

  it('refuses a post from a non-member (403), a blank one (400), 401 and another author', async () => {
    const body = { content: 'Compost is ready', authorId: me };
    await expectRejected(
      () => createGroupPost(SEED.joinedGroupId, body),
      401,
      'Please log in to continue',
    );
    await loginAs(me);
    await expectRejected(
      () => createGroupPost(SEED.publicGroupNotJoinedId, body),
      403,
      MEMBERS_ONLY,
    );
    await expectRejected(
      () => createGroupPost(SEED.joinedGroupId, { ...body, content: ' ' }),
      400,
      'Post content is required',
    );
    await expectRejected(
      () => createGroupPost(SEED.joinedGroupId, { ...body, authorId: SEED.neighbourId }),
      403,
      FOREIGN,
    );
    await expectRejected(() => createGroupPost(9999, body), 404, 'Group not found');
  });
});
