// Who hears of what happens to a concern (docs/product.md#notifications), read from the db: its
// author of each "affects me too", its author and affected residents of status changes and
// official responses, its author and the assignee of an assignment; never the actor, never someone
// who blocked them.
import { describe, expect, it } from 'vitest';
import {
  assignConcern,
  changeConcernStatus,
  markAffected,
  respondToConcern,
  unmarkAffected,
} from '../../src/api/concerns';
import { getUnreadCount, listNotifications } from '../../src/api/notifications';
import { makeConcern } from '../../src/testing/concerns';
import { loginAs } from '../../src/testing/session';
import { db, nextId } from '../db';
import { SEED } from '../seed';
import { postRecord } from './test-utils';

const me = SEED.demoUserId;
const neighbour = SEED.neighbourId;
const care = SEED.careManagerId;
/** Vikram's post in the demo society, made a concern here; the demo user and Priya are affected. */
const concernOfVikram = (affectedBy = [me, neighbour]) =>
  makeConcern(SEED.othersPostId, { category: 'water', affectedBy });
const authorOf = (postId: number) => postRecord(postId).authorId;

/** The concern notifications of `postId`, as [recipient, type, actor] rows. */
const toldOf = (postId: number) =>
  db.notification
    .getAll()
    .filter((n) => n.postId === postId && n.type.startsWith('concern_'))
    .map((n) => [n.recipientId, n.type, n.actorId]);

describe('notifications of a concern', () => {
  it('tells its author of each resident it affects, and takes it back with the mark', async () => {
    const postId = concernOfVikram([]);
    const author = authorOf(postId);
    await loginAs(me);
    await markAffected(postId, me);
    await loginAs(neighbour);
    await markAffected(postId, neighbour);
    expect(toldOf(postId)).toEqual([
      [author, 'concern_affected', me],
      [author, 'concern_affected', neighbour],
    ]);
    // Two notifications, one item: the author's unread count says 1 more, not 2.
    const unread = db.notification
      .getAll()
      .filter((n) => n.recipientId === author && !n.read && n.type !== 'concern_affected');
    await loginAs(author);
    expect((await getUnreadCount(author)).count).toBe(unread.length + 1);

    await loginAs(neighbour);
    await unmarkAffected(postId, neighbour);
    expect(toldOf(postId)).toEqual([[author, 'concern_affected', me]]);
  });

  it('tells its author and every affected resident of a status change, not the actor', async () => {
    const postId = concernOfVikram();
    const author = authorOf(postId);
    await loginAs(care);
    await changeConcernStatus(postId, { actorId: care, status: 'acknowledged' });
    expect(toldOf(postId)).toEqual([
      [author, 'concern_status', care],
      [me, 'concern_status', care],
      [neighbour, 'concern_status', care],
    ]);
    const [first] = db.notification.getAll().filter((n) => n.postId === postId);
    expect(first).toMatchObject({ concernStatus: 'acknowledged', comment: null, read: false });
  });

  it('asks its author "Is this fixed?" when resolved; the affected hear of the status', async () => {
    const postId = concernOfVikram();
    const author = authorOf(postId);
    db.concern.update({ where: { id: { equals: postId } }, data: { status: 'in_progress' } });
    await loginAs(care);
    await changeConcernStatus(postId, { actorId: care, status: 'resolved', note: ' Valve fixed ' });
    const rows = db.notification.getAll().filter((n) => n.postId === postId);
    expect(rows.map((n) => [n.recipientId, n.type, n.concernStatus, n.comment])).toEqual([
      [author, 'concern_resolved', 'resolved', 'Valve fixed'],
      [me, 'concern_status', 'resolved', 'Valve fixed'],
      [neighbour, 'concern_status', 'resolved', 'Valve fixed'],
    ]);

    // Its author closing it tells the affected residents, not the author.
    await loginAs(author);
    await changeConcernStatus(postId, { actorId: author, status: 'closed', rating: 5 });
    expect(toldOf(postId).slice(3)).toEqual([
      [me, 'concern_status', author],
      [neighbour, 'concern_status', author],
    ]);
  });

  it('tells its author and the affected of an official response, with its text', async () => {
    const postId = concernOfVikram([me]);
    const author = authorOf(postId);
    await loginAs(SEED.careHeadId);
    await respondToConcern(postId, SEED.careHeadId, 'A plumber comes at 10 am');
    const rows = db.notification.getAll().filter((n) => n.postId === postId);
    expect(rows.map((n) => [n.recipientId, n.type, n.actorId, n.comment])).toEqual([
      [author, 'concern_response', SEED.careHeadId, 'A plumber comes at 10 am'],
      [me, 'concern_response', SEED.careHeadId, 'A plumber comes at 10 am'],
    ]);
  });

  it('tells its author and the assignee of an assignment, not the affected', async () => {
    const postId = concernOfVikram();
    const author = authorOf(postId);
    await loginAs(SEED.careHeadId);
    await assignConcern(postId, SEED.careHeadId, care);
    expect(toldOf(postId)).toEqual([
      [author, 'concern_assigned', SEED.careHeadId],
      [care, 'concern_assigned', SEED.careHeadId],
    ]);
    // Taking it on oneself tells only the author.
    await loginAs(care);
    await assignConcern(postId, care, care);
    expect(toldOf(postId).slice(2)).toEqual([[author, 'concern_assigned', care]]);

    await loginAs(author);
    const [newest] = await listNotifications(author);
    expect(newest).toMatchObject({
      type: 'concern_assigned',
      post: { id: postId },
      concern: { status: null, raisedByMe: true, assignee: { id: care } },
    });
  });

  it('tells nobody who blocked the actor', async () => {
    const postId = concernOfVikram([me]);
    const author = authorOf(postId);
    db.block.create({
      id: nextId('block'),
      blockerId: author,
      blockedId: neighbour,
      createdAt: new Date().toISOString(),
    });
    await loginAs(neighbour);
    await markAffected(postId, neighbour);
    expect(toldOf(postId)).toEqual([]);
  });

  it('says to an affected resident that the concern is not theirs', async () => {
    const postId = concernOfVikram([me]);
    await loginAs(care);
    await changeConcernStatus(postId, { actorId: care, status: 'acknowledged' });
    await loginAs(me);
    const [newest] = await listNotifications(me);
    expect(newest).toMatchObject({
      type: 'concern_status',
      actor: { id: care },
      concern: { status: 'acknowledged', raisedByMe: false, assignee: null },
    });
  });
});
