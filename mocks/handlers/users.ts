import { careRoleOf } from '../concerns';
import { db } from '../db';
import { badRequest, notFound, route } from '../http';
import { Lookup, newestFirst, toBlockedUser, toPost, toUser } from '../serialize';
import { blockedIdsOf, isRemoved, requireUser } from '../store';

const SUGGESTIONS_LIMIT = 5;

export const userHandlers = {
  getUserByUsername: route('getUserByUsername', 'get', '/api/users', ({ query, viewer }) => {
    const wanted = (query.get('username') ?? '').trim().toLowerCase();
    if (!wanted) throw badRequest('username is required');
    const user = db.user.getAll().find((candidate) => candidate.username.toLowerCase() === wanted);
    if (!user) throw notFound('User not found');
    return toUser(user, new Lookup(viewer));
  }),

  getUser: route('getUser', 'get', '/api/users/{id}', ({ idParam, viewer }) => {
    const user = requireUser(idParam('id', 'User not found'));
    return toUser(user, new Lookup(viewer));
  }),

  updateUser: route('updateUser', 'patch', '/api/users/{id}', async (context) => {
    const id = context.idParam('id', 'User not found');
    requireUser(id);
    context.requireSelf(id);
    const input = await context.body('UpdateUserBody');
    const updated = db.user.update({
      where: { id: { equals: id } },
      data: {
        fullName: input.fullName.trim(),
        bio: input.bio?.trim() || null,
        yearsLived: input.yearsLived,
        ...(input.showOnlineStatus === undefined
          ? {}
          : { showOnlineStatus: input.showOnlineStatus }),
      },
    });
    return toUser(updated!, new Lookup(updated));
  }),

  listSuggestedUsers: route(
    'listSuggestedUsers',
    'get',
    '/api/users/{id}/suggestions',
    ({ idParam, requireSelf }) => {
      const viewer = requireSelf(idParam('id', 'User not found'));
      const following = new Set(
        db.follow
          .getAll()
          .filter((follow) => follow.followerId === viewer.id)
          .map((follow) => follow.followingId),
      );
      const blocked = blockedIdsOf(viewer.id);
      const lookup = new Lookup(viewer);
      const neighbour = (user: { societyId: number | null }) =>
        Number(viewer.societyId !== null && user.societyId === viewer.societyId);
      // Residents, neighbours first (people of the viewer's own society), then the most followed.
      // The care team is staff, met on the concerns they serve.
      return db.user
        .getAll()
        .filter(
          (user) =>
            user.id !== viewer.id &&
            !following.has(user.id) &&
            !blocked.has(user.id) &&
            !careRoleOf(user.id),
        )
        .sort(
          (a, b) =>
            neighbour(b) - neighbour(a) || b.followersCount - a.followersCount || a.id - b.id,
        )
        .slice(0, SUGGESTIONS_LIMIT)
        .map((user) => lookup.userSummary(user.id));
    },
  ),

  listSavedPosts: route('listSavedPosts', 'get', '/api/users/{id}/saved', (context) => {
    const viewer = context.requireSelf(context.idParam('id', 'User not found'));
    const lookup = new Lookup(viewer);
    const posts = new Map(
      db.post
        .getAll()
        .filter((post) => !isRemoved(post))
        .map((post) => [post.id, post]),
    );
    return db.savedPost
      .getAll()
      .filter((saved) => saved.userId === viewer.id && posts.has(saved.postId))
      .sort(newestFirst)
      .map((saved) => toPost(posts.get(saved.postId)!, lookup));
  }),

  listBlockedUsers: route('listBlockedUsers', 'get', '/api/users/{id}/blocked', (context) => {
    const viewer = context.requireSelf(context.idParam('id', 'User not found'));
    const lookup = new Lookup(viewer);
    return db.block
      .getAll()
      .filter((block) => block.blockerId === viewer.id)
      .sort(newestFirst)
      .map((block) => toBlockedUser(block, lookup));
  }),
};
