// Concerns (docs/product.md#concerns): "Affects me too", the lifecycle, the timeline and the care
// team's calls (assigning, official responses, the queue). Who may move a concern where is
// src/lib/concerns.ts; the records are mocks/concerns.ts.
import {
  CONCERN_CATEGORIES,
  CONCERN_STATUSES,
  refuseStatusChange,
  type ConcernStatus,
} from '../../src/lib/concerns';
import {
  actorOn,
  addAffected,
  affectedIdsOf,
  assignTo,
  careRoleOf,
  concernNotices,
  findAffected,
  moveConcern,
  overdueBy,
  recordEvent,
  requireConcern,
  toConcernEvent,
  type ConcernStep,
} from '../concerns';
import { db, type PostRecord, type UserRecord } from '../db';
import { keptUntilWrite } from '../db-store';
import { badRequest, conflict, forbidden, HttpError, notFound, oneOf, route } from '../http';
import { concernRecordsById, Lookup, toPost } from '../serialize';
import { isRemoved, notify, requirePost, requireUser, unnotify } from '../store';
import { byTime } from '../time-order';
import { pagingOf } from './posts';

const POST_NOT_FOUND = 'Post not found';

/** The concern of `post` as `viewer` reads it now. */
const concernAsRead = (post: PostRecord, viewer: UserRecord) => new Lookup(viewer).concern(post)!;

/** The signed-in user, acting for `actingFor` (401, 403), and the concern of post `postId`. */
function actOnConcern(
  context: { requireSelf(userId: number): UserRecord },
  postId: number,
  actingFor: number,
) {
  const me = context.requireSelf(actingFor);
  const post = requirePost(postId, me.id);
  return { me, post, concern: requireConcern(post) };
}

/**
 * Tells who concernNotices names of a step `actorId` took on the concern of `post` just now (never
 * the actor, nor someone who blocked them: notify sees to that).
 */
function tell(
  post: PostRecord,
  actorId: number,
  step: ConcernStep,
  about: { comment?: string | null; concernStatus?: ConcernStatus; assigneeId?: number } = {},
): void {
  const people = { authorId: post.authorId, affectedIds: affectedIdsOf(post.id) };
  for (const notice of concernNotices(step, people))
    notify(notice.recipientId, notice.type, actorId, {
      postId: post.id,
      comment: about.comment ?? undefined,
      concernStatus: about.concernStatus,
      assigneeId: about.assigneeId,
    });
}

/** The signed-in care team member serving the concern's society; 403 for anyone else. */
function requireCare(post: PostRecord, user: UserRecord): void {
  if (actorOn(post, user) !== 'care')
    throw forbidden("Only the care team serving this concern's society can do this");
}

export const concernHandlers = {
  markAffected: route(
    'markAffected',
    'post',
    '/api/posts/{id}/affected',
    async (context) => {
      const postId = context.idParam('id', POST_NOT_FOUND);
      const { userId } = await context.body('UserIdBody');
      const { me, post } = actOnConcern(context, postId, userId);
      if (post.authorId === me.id)
        throw forbidden('You raised this concern: it counts you already');
      if (!post.isBuilderWide && me.societyId !== post.societyId)
        throw forbidden('Only residents of its society can say it affects them');
      if (findAffected(post.id, me.id)) throw conflict('You already said it affects you');
      addAffected(post.id, me.id);
      tell(post, me.id, { kind: 'affected' });
      return concernAsRead(post, me);
    },
    { status: 201 },
  ),

  unmarkAffected: route('unmarkAffected', 'delete', '/api/posts/{id}/affected', async (context) => {
    const postId = context.idParam('id', POST_NOT_FOUND);
    const { userId } = await context.body('UserIdBody');
    const { me, post } = actOnConcern(context, postId, userId);
    const record = findAffected(post.id, me.id);
    if (!record) throw notFound('You have not said it affects you');
    db.affected.delete({ where: { id: { equals: record.id } } });
    // "X is affected by your concern" must not outlive the mark, read or not.
    unnotify(post.authorId, 'concern_affected', me.id, { postId: post.id });
    return concernAsRead(post, me);
  }),

  changeConcernStatus: route(
    'changeConcernStatus',
    'post',
    '/api/posts/{id}/status',
    async (context) => {
      const postId = context.idParam('id', POST_NOT_FOUND);
      const change = await context.body('StatusChangeBody');
      const { me, post, concern } = actOnConcern(context, postId, change.actorId);
      const refusal = refuseStatusChange({
        from: concern.status as ConcernStatus,
        to: change.status,
        actor: actorOn(post, me),
        note: change.note,
        reason: change.reason,
        rating: change.rating,
      });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      const text = change.status === 'resolved' ? change.note : change.reason;
      moveConcern(concern, change.status, { actorId: me.id, text, rating: change.rating });
      tell(
        post,
        me.id,
        { kind: 'status', status: change.status },
        { comment: text?.trim() || null, concernStatus: change.status },
      );
      return concernAsRead(post, me);
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

  assignConcern: route('assignConcern', 'post', '/api/posts/{id}/assignee', async (context) => {
    const postId = context.idParam('id', POST_NOT_FOUND);
    const { actorId, assigneeId } = await context.body('AssignBody');
    const { me, post, concern } = actOnConcern(context, postId, actorId);
    requireCare(post, me);
    const assignee = requireUser(assigneeId);
    if (actorOn(post, assignee) !== 'care')
      throw badRequest("The assignee must be on the care team serving this concern's society");
    assignTo(concern, me.id, assigneeId);
    tell(post, me.id, { kind: 'assigned', assigneeId }, { assigneeId });
    return concernAsRead(post, me);
  }),

  respondToConcern: route(
    'respondToConcern',
    'post',
    '/api/posts/{id}/responses',
    async (context) => {
      const postId = context.idParam('id', POST_NOT_FOUND);
      const { actorId, content } = await context.body('ConcernResponseBody');
      const { me, post, concern } = actOnConcern(context, postId, actorId);
      requireCare(post, me);
      const event = recordEvent(concern.id, { type: 'response', actorId: me.id, text: content });
      tell(post, me.id, { kind: 'response' }, { comment: event.text });
      const lookup = new Lookup(me);
      return toConcernEvent(event, (id) => lookup.userSummary(id));
    },
    { status: 201 },
  ),

  getCareQueue: route(
    'getCareQueue',
    'get',
    '/api/care/queue',
    ({ query, requireViewer, intQuery }) => {
      const me = requireViewer();
      const role = careRoleOf(me.id);
      if (!role) throw forbidden('This page is for the care team');
      const filters = careQueueFilters(query, intQuery('societyId'));
      const { limit, offset } = pagingOf(intQuery);
      const lookup = new Lookup(me);
      const now = Date.now();
      // The filters and sorts read each concern's record; only the page asked for is serialized,
      // so the answer grows with the page, not with every concern served.
      const served = liveConcernPosts()
        .filter(
          (post) =>
            (role.societyId === null || post.societyId === role.societyId) &&
            (filters.societyId === undefined || post.societyId === filters.societyId),
        )
        .map((post) => ({
          post,
          concern: lookup.settledConcern(post, now)!,
          affected: lookup.affectedCounts.get(post.id) ?? 0,
        }));
      const counts = Object.fromEntries(CONCERN_STATUSES.map((status) => [status, 0])) as Record<
        ConcernStatus,
        number
      >;
      for (const { concern } of served) counts[concern.status as ConcernStatus] += 1;
      const kept = served
        .filter(
          ({ post, concern }) =>
            (!filters.status || concern.status === filters.status) &&
            (!filters.category || concern.category === filters.category) &&
            (!filters.overdue || overdueBy(concern, post, now) > 0),
        )
        .sort((a, b) =>
          filters.sort === 'oldest'
            ? byTime(a.post, b.post)
            : b.affected - a.affected || byTime(a.post, b.post),
        );
      const page = limit === undefined ? kept.slice(offset) : kept.slice(offset, offset + limit);
      return { counts, total: kept.length, posts: page.map(({ post }) => toPost(post, lookup)) };
    },
  ),
};

/** The posts that are concerns, removed ones left out, in the db's order; kept until a write. */
const liveConcernPosts = keptUntilWrite((): readonly PostRecord[] => {
  const concernIds = concernRecordsById();
  return db.post.getAll().filter((post) => concernIds.has(post.id) && !isRemoved(post));
});

const CARE_QUEUE_SORTS = ['affected', 'oldest'] as const;

function careQueueFilters(query: URLSearchParams, societyId: number | undefined) {
  return {
    societyId,
    status: oneOf('status', query.get('status'), CONCERN_STATUSES),
    category: oneOf('category', query.get('category'), CONCERN_CATEGORIES),
    overdue: oneOf('overdue', query.get('overdue'), ['true', 'false']) === 'true',
    sort: oneOf('sort', query.get('sort'), CARE_QUEUE_SORTS) ?? 'affected',
  };
}
