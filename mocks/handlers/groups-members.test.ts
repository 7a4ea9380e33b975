// Group membership: join, leave, and the admin's approve and decline of join requests.
import { describe, expect, it } from 'vitest';
import {
  approveJoinRequest,
  declineJoinRequest,
  joinGroup,
  leaveGroup,
  listGroupPosts,
} from '../../src/api/groups';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { dumpDb, expectRejected, groupRecord, notificationsFor, respond, send } from './test-utils';

const me = SEED.demoUserId;
const FOREIGN = 'You can only do this for your own account';
const MEMBERS_ONLY = 'You need to join this group to see posts.';
const ONLY_ADMIN = 'Only the group admin can do this';
const membership = (groupId: number, userId: number) =>
  db.groupMember.findFirst({
    where: { groupId: { equals: groupId }, userId: { equals: userId } },
  });
const memberCount = (groupId: number) => groupRecord(groupId).memberCount;

describe('joinGroup', () => {
  it('joins a public group: joined, memberCount + 1, the admin told', async () => {
    await loginAs(me);
    const group = groupRecord(SEED.publicGroupNotJoinedId);
    const response = await respond('POST', `/api/groups/${group.id}/members`, { userId: me });
    expect(response).toEqual({ status: 200, body: { memberStatus: 'joined' } });
    expect(membership(group.id, me)).toMatchObject({ status: 'joined', role: 'member' });
    expect(memberCount(group.id)).toBe(group.memberCount + 1);
    expect(notificationsFor(group.adminId, 'join', me)).toEqual([
      expect.objectContaining({ groupId: group.id, read: false }),
    ]);
    expect((await listGroupPosts(group.id)).length).toBe(groupRecord(group.id).postCount);
  });

  it('requests a private group: pending, memberCount unchanged, posts still closed', async () => {
    await loginAs(me);
    const group = groupRecord(SEED.privateGroupNotJoinedId);
    expect(await joinGroup(group.id, me)).toEqual({ memberStatus: 'pending' });
    expect(membership(group.id, me)?.status).toBe('pending');
    expect(memberCount(group.id)).toBe(group.memberCount);
    expect(notificationsFor(group.adminId, 'join', me)).toHaveLength(1);
    await expectRejected(() => listGroupPosts(group.id), 403, MEMBERS_ONLY);
  });

  it('refuses a second join or request with 409', async () => {
    await loginAs(me);
    await expectRejected(
      () => joinGroup(SEED.joinedGroupId, me),
      409,
      'You are already a member of this group',
    );
    await joinGroup(SEED.privateGroupNotJoinedId, me);
    await expectRejected(
      () => joinGroup(SEED.privateGroupNotJoinedId, me),
      409,
      'Your request to join this group is pending',
    );
  });

  it('refuses 400, 401, 403 and 404 with the db unchanged', async () => {
    const groupId = SEED.publicGroupNotJoinedId;
    await expectRejected(() => joinGroup(groupId, me), 401, 'Please log in to continue');
    await loginAs(me);
    await expectRejected(() => joinGroup(groupId, SEED.neighbourId), 403, FOREIGN);
    await expectRejected(() => joinGroup(9999, me), 404, 'Group not found');
    await expectRejected(
      () => send('POST', `/api/groups/${groupId}/members`, {}),
      400,
      'userId is required',
    );
  });
});

describe('leaveGroup', () => {
  it('leaves a group: none, memberCount - 1', async () => {
    await loginAs(me);
    const before = memberCount(SEED.joinedGroupId);
    expect(await leaveGroup(SEED.joinedGroupId, me)).toEqual({ memberStatus: 'none' });
    expect(membership(SEED.joinedGroupId, me)).toBeNull();
    expect(memberCount(SEED.joinedGroupId)).toBe(before - 1);
  });

  it("takes back the admin's join notification: join then leave leaves the db as before", async () => {
    await loginAs(me);
    const group = groupRecord(SEED.publicGroupNotJoinedId);
    const told = () =>
      notificationsFor(group.adminId, 'join', me).filter((n) => n.groupId === group.id);
    const before = dumpDb();
    await joinGroup(group.id, me);
    expect(told()).toHaveLength(1);
    await leaveGroup(group.id, me);
    expect(told()).toEqual([]);
    expect(dumpDb()).toEqual(before);
  });

  it('withdraws a pending request without changing memberCount', async () => {
    await loginAs(me);
    await joinGroup(SEED.privateGroupNotJoinedId, me);
    const before = memberCount(SEED.privateGroupNotJoinedId);
    await leaveGroup(SEED.privateGroupNotJoinedId, me);
    expect(membership(SEED.privateGroupNotJoinedId, me)).toBeNull();
    expect(memberCount(SEED.privateGroupNotJoinedId)).toBe(before);
  });

  it('refuses the admin (409), a non-member (404), 401 and 403', async () => {
    await expectRejected(
      () => leaveGroup(SEED.joinedGroupId, me),
      401,
      'Please log in to continue',
    );
    await loginAs(me);
    await expectRejected(
      () => leaveGroup(SEED.adminGroupId, me),
      409,
      'The group admin cannot leave the group',
    );
    await expectRejected(
      () => leaveGroup(SEED.publicGroupNotJoinedId, me),
      404,
      'You are not a member of this group',
    );
    await expectRejected(() => leaveGroup(SEED.joinedGroupId, SEED.neighbourId), 403, FOREIGN);
    await expectRejected(() => leaveGroup(9999, me), 404, 'Group not found');
    await expectRejected(
      () => send('DELETE', `/api/groups/${SEED.joinedGroupId}/members`, { userId: `${me}` }),
      400,
      /^userId must be a `number` type/,
    );
  });
});

describe('join requests', () => {
  const requester = SEED.unfollowedNeighbourId;

  it('the admin approves: joined, memberCount + 1', async () => {
    await loginAs(me);
    const before = memberCount(SEED.adminGroupId);
    const path = `/api/groups/${SEED.adminGroupId}/requests/${requester}/approve`;
    expect((await respond('POST', path, { adminId: me })).status).toBe(204);
    expect(membership(SEED.adminGroupId, requester)?.status).toBe('joined');
    expect(memberCount(SEED.adminGroupId)).toBe(before + 1);
  });

  it('refuses a second approval with 409: the user is already a member, nothing changes', async () => {
    await loginAs(me);
    await approveJoinRequest(SEED.adminGroupId, requester, me);
    const before = memberCount(SEED.adminGroupId);
    await expectRejected(
      () => approveJoinRequest(SEED.adminGroupId, requester, me),
      409,
      'This user is already a member of this group',
    );
    expect(membership(SEED.adminGroupId, requester)?.status).toBe('joined');
    expect(memberCount(SEED.adminGroupId)).toBe(before);
  });

  it('the admin declines: the request is gone, memberCount unchanged', async () => {
    await loginAs(me);
    const before = memberCount(SEED.adminGroupId);
    await declineJoinRequest(SEED.adminGroupId, requester, me);
    expect(membership(SEED.adminGroupId, requester)).toBeNull();
    expect(memberCount(SEED.adminGroupId)).toBe(before);
  });

  it('a member who is not the admin gets 403', async () => {
    const member = SEED.neighbourId;
    expect(membership(SEED.adminGroupId, member)?.status).toBe('joined');
    await loginAs(member);
    await expectRejected(
      () => approveJoinRequest(SEED.adminGroupId, requester, member),
      403,
      ONLY_ADMIN,
    );
    await expectRejected(
      () => declineJoinRequest(SEED.adminGroupId, requester, member),
      403,
      ONLY_ADMIN,
    );
  });

  it('refuses 401, 403 for another admin id, 404 without a pending request', async () => {
    await expectRejected(
      () => approveJoinRequest(SEED.adminGroupId, requester, me),
      401,
      'Please log in to continue',
    );
    await loginAs(me);
    await expectRejected(
      () => approveJoinRequest(SEED.adminGroupId, requester, SEED.neighbourId),
      403,
      FOREIGN,
    );
    const stranger = db.user.getAll().find((user) => !membership(SEED.adminGroupId, user.id))!.id;
    for (const request of [approveJoinRequest, declineJoinRequest]) {
      await expectRejected(
        () => request(SEED.adminGroupId, stranger, me),
        404,
        'No pending request from this user',
      );
      await expectRejected(() => request(9999, requester, me), 404, 'Group not found');
    }
    await expectRejected(
      () => declineJoinRequest(SEED.adminGroupId, SEED.neighbourId, me),
      404,
      'No pending request from this user',
    );
    await expectRejected(
      () => send('POST', `/api/groups/${SEED.adminGroupId}/requests/${requester}/approve`, {}),
      400,
      'adminId is required',
    );
  });
});
