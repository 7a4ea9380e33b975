import { db, nextId } from '../db';
import { badRequest, conflict, forbidden, notFound, route } from '../http';
import { bump, hasBlocked, notify, requireUser, unnotify } from '../store';

function findFollow(followerId: number, followingId: number) {
  return db.follow.findFirst({
    where: { followerId: { equals: followerId }, followingId: { equals: followingId } },
  });
}

function removeFollow(followerId: number, followingId: number): boolean {
  const follow = findFollow(followerId, followingId);
  if (!follow) return false;
  db.follow.delete({ where: { id: { equals: follow.id } } });
  bump('user', followerId, 'followingCount', -1);
  bump('user', followingId, 'followersCount', -1);
  return true;
}

export const followHandlers = {
  followUser: route(
    'followUser',
    'post',
    '/api/follows',
    async ({ body, requireSelf }) => {
      const { followerId, followingId } = await body('FollowBody');
      requireSelf(followerId);
      if (followerId === followingId) throw badRequest('You cannot follow yourself');
      requireUser(followingId);
      // A block ends following both ways (blockUser below), so it must also keep it from returning.
      if (hasBlocked(followerId, followingId)) throw forbidden('Unblock this user to follow them');
      if (hasBlocked(followingId, followerId)) throw forbidden('You cannot follow this user');
      if (findFollow(followerId, followingId)) throw conflict('You already follow this user');
      db.follow.create({
        id: nextId('follow'),
        followerId,
        followingId,
        createdAt: new Date().toISOString(),
      });
      bump('user', followerId, 'followingCount', 1);
      bump('user', followingId, 'followersCount', 1);
      notify(followingId, 'follow', followerId);
      return { followerId, followingId };
    },
    { status: 201 },
  ),

  unfollowUser: route(
    'unfollowUser',
    'delete',
    '/api/follows',
    async ({ body, requireSelf }) => {
      const { followerId, followingId } = await body('FollowBody');
      requireSelf(followerId);
      requireUser(followingId);
      if (!removeFollow(followerId, followingId)) throw notFound('You do not follow this user');
      unnotify(followingId, 'follow', followerId);
      return undefined;
    },
    { status: 204 },
  ),

  blockUser: route(
    'blockUser',
    'post',
    '/api/blocks',
    async ({ body, requireSelf }) => {
      const { blockerId, blockedId } = await body('BlockBody');
      requireSelf(blockerId);
      if (blockerId === blockedId) throw badRequest('You cannot block yourself');
      requireUser(blockedId);
      const existing = db.block.findFirst({
        where: { blockerId: { equals: blockerId }, blockedId: { equals: blockedId } },
      });
      if (existing) throw conflict('You have already blocked this user');
      db.block.create({
        id: nextId('block'),
        blockerId,
        blockedId,
        createdAt: new Date().toISOString(),
      });
      // Blocking ends following in both directions.
      removeFollow(blockerId, blockedId);
      removeFollow(blockedId, blockerId);
      return { blockerId, blockedId };
    },
    { status: 201 },
  ),

  unblockUser: route('unblockUser', 'delete', '/api/blocks', async ({ body, requireSelf }) => {
    const { blockerId, blockedId } = await body('BlockBody');
    requireSelf(blockerId);
    requireUser(blockedId);
    const existing = db.block.findFirst({
      where: { blockerId: { equals: blockerId }, blockedId: { equals: blockedId } },
    });
    if (!existing) throw notFound('You have not blocked this user');
    db.block.delete({ where: { id: { equals: existing.id } } });
    return undefined;
  }),
};
