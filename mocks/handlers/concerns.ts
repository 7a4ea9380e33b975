// Concerns (docs/product.md#concerns): "Affects me too", the lifecycle and the timeline. Who may
// do what is src/lib/concerns.ts; the records are mocks/concerns.ts.
import { refuseStatusChange, type ConcernStatus } from '../../src/lib/concerns';
import {
  actorOn,
  AFFECTED_MILESTONES,
  affectedCountOf,
  findAffected,
  moveConcern,
  recordEvent,
  requireConcern,
  toConcern,
  toConcernEvent,
} from '../concerns';
import { db, nextId } from '../db';
import { conflict, forbidden, HttpError, notFound, route } from '../http';
import { Lookup } from '../serialize';
import { requirePost } from '../store';
import { byTime } from '../time-order';

const POST_NOT_FOUND = 'Post not found';

export const concernHandlers = {
  markAffected: route(
    'markAffected',
    'post',
    '/api/posts/{id}/affected',
    async (context) => {
      const postId = context.idParam('id', POST_NOT_FOUND);
      const { userId } = await context.body('UserIdBody');
      const me = context.requireSelf(userId);
      const post = requirePost(postId, me.id);
      const concern = requireConcern(post);
      if (post.authorId === me.id)
        throw forbidden('You raised this concern: it counts you already');
      if (!post.isBuilderWide && me.societyId !== post.societyId)
        throw forbidden('Only residents of its society can say it affects them');
      if (findAffected(post.id, me.id)) throw conflict('You already said it affects you');
      db.affected.create({
        id: nextId('affected'),
        postId: post.id,
        userId: me.id,
        createdAt: new Date().toISOString(),
      });
      const count = affectedCountOf(post.id);
      if ((AFFECTED_MILESTONES as readonly number[]).includes(count))
        recordEvent(post.id, { type: 'affected', actorId: null, affectedCount: count });
      return toConcern(concern, me.id, count, true);
    },
    { status: 201 },
  ),

  unmarkAffected: route('unmarkAffected', 'delete', '/api/posts/{id}/affected', async (context) => {
    const postId = context.idParam('id', POST_NOT_FOUND);
    const { userId } = await context.body('UserIdBody');
    const me = context.requireSelf(userId);
    const post = requirePost(postId, me.id);
    const concern = requireConcern(post);
    const record = findAffected(post.id, me.id);
    if (!record) throw notFound('You have not said it affects you');
    db.affected.delete({ where: { id: { equals: record.id } } });
    return toConcern(concern, me.id, affectedCountOf(post.id), false);
  }),

  changeConcernStatus: route(
    'changeConcernStatus',
    'post',
    '/api/posts/{id}/status',
    async (context) => {
      const postId = context.idParam('id', POST_NOT_FOUND);
      const change = await context.body('StatusChangeBody');
      const me = context.requireSelf(change.actorId);
      const post = requirePost(postId, me.id);
      const concern = requireConcern(post);
      const refusal = refuseStatusChange({
        from: concern.status as ConcernStatus,
        to: change.status,
        actor: actorOn(post, me),
        note: change.note,
        reason: change.reason,
        rating: change.rating,
      });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      const moved = moveConcern(concern, change.status, {
        actorId: me.id,
        text: change.status === 'resolved' ? change.note : change.reason,
        rating: change.rating,
      });
      return toConcern(moved, me.id, affectedCountOf(post.id), !!findAffected(post.id, me.id));
    },
  ),

  listConcernTimeline: route(
    'listConcernTimeline',
    'get',
    '/api/posts/{id}/timeline',
    ({ idParam, viewer }) => {
      const post = requirePost(idParam('id', POST_NOT_FOUND), viewer?.id);
      requireConcern(post);
      const lookup = new Lookup(viewer);
      return db.concernEvent
        .findMany({ where: { postId: { equals: post.id } } })
        .sort((a, b) => byTime(a, b) || a.id - b.id)
        .map((event) => toConcernEvent(event, (id) => lookup.userSummary(id)));
    },
  ),
};
