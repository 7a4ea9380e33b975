// Likes, reposts and saved posts are one shape: a `{ userId, postId }` record, a counter on the post
// (none for saved posts) and, for likes and reposts, a notification to the author, taken back
// when the like or repost is.
import type { HttpHandler } from 'msw';
import type { OperationId } from '../../src/api/openapi/operation-ids';
import type { NotificationType } from '../../src/api/types';
import { db, nextId } from '../db';
import { conflict, notFound, route } from '../http';
import { bump, notify, requireLivePost, requirePost, unnotify } from '../store';

interface Toggle<Add extends OperationId, Remove extends OperationId> {
  model: 'like' | 'repost' | 'savedPost';
  path: '/api/likes' | '/api/reposts' | '/api/saved';
  operations: [add: Add, remove: Remove];
  counter?: 'likesCount' | 'repostsCount';
  notification?: NotificationType;
  duplicate: string;
  missing: string;
}

type UserPostModel = {
  findFirst(query: object): { id: number } | null;
  create(values: object): unknown;
  delete(query: object): unknown;
};

function toggleHandlers<Add extends OperationId, Remove extends OperationId>(
  toggle: Toggle<Add, Remove>,
): Record<Add | Remove, HttpHandler> {
  const model = db[toggle.model] as unknown as UserPostModel;
  const [addId, removeId] = toggle.operations;
  const find = (userId: number, postId: number) =>
    model.findFirst({ where: { userId: { equals: userId }, postId: { equals: postId } } });

  const add = route(
    addId,
    'post',
    toggle.path,
    async ({ body, requireSelf }) => {
      const { userId, postId } = await body('UserPostBody');
      requireSelf(userId);
      const post = requireLivePost(postId, userId);
      if (find(userId, postId)) throw conflict(toggle.duplicate);
      model.create({
        id: nextId(toggle.model),
        userId,
        postId,
        createdAt: new Date().toISOString(),
      });
      if (toggle.counter) bump('post', postId, toggle.counter, 1);
      if (toggle.notification) notify(post.authorId, toggle.notification, userId, { postId });
      return { userId, postId };
    },
    { status: 201 },
  );

  const remove = route(
    removeId,
    'delete',
    toggle.path,
    async ({ body, requireSelf }) => {
      const { userId, postId } = await body('UserPostBody');
      requireSelf(userId);
      const post = requirePost(postId, userId);
      const record = find(userId, postId);
      if (!record) throw notFound(toggle.missing);
      model.delete({ where: { id: { equals: record.id } } });
      if (toggle.counter) bump('post', postId, toggle.counter, -1);
      if (toggle.notification) unnotify(post.authorId, toggle.notification, userId, { postId });
      return undefined;
    },
    { status: 204 },
  );

  return { [addId]: add, [removeId]: remove } as Record<Add | Remove, HttpHandler>;
}

export const interactionHandlers = {
  ...toggleHandlers({
    model: 'like',
    path: '/api/likes',
    operations: ['likePost', 'unlikePost'],
    counter: 'likesCount',
    notification: 'like',
    duplicate: 'You already liked this post',
    missing: 'You have not liked this post',
  }),
  ...toggleHandlers({
    model: 'repost',
    path: '/api/reposts',
    operations: ['repostPost', 'unrepostPost'],
    counter: 'repostsCount',
    notification: 'repost',
    duplicate: 'You already reposted this post',
    missing: 'You have not reposted this post',
  }),
  ...toggleHandlers({
    model: 'savedPost',
    path: '/api/saved',
    operations: ['savePost', 'unsavePost'],
    duplicate: 'You already saved this post',
    missing: 'This post is not in your saved posts',
  }),
};
