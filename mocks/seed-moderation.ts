// The report outcomes of the sample world (docs/product.md#reports), written through the functions
// the handlers call (report-outcomes.ts) after the other rows: a post reported by three residents
// (for the care head), a society 1 post the demo user and a neighbour reported (under review, for
// the demo society's manager), and the demo user's report of an advert, decided: the post removed
// by its society's manager, its author's appeal pending for another member (the care head).
import type { ReportReason } from '../src/api/types';
import { db, nextId } from './db';
import { decideCase, fileAppeal } from './report-outcomes';
import { agoMs, postIdOf, userIdOf } from './seed-base';
import { UNREAD_WITHIN } from './seed-concern-rows';
import { managerOf } from './seed-care';
import { DEMO_USERNAME } from './seed-people';

interface ReportRow {
  reporter: string;
  post: string;
  reason: ReportReason;
  description: string | null;
  ago: string;
}

// prettier-ignore
const MORE_REPORTS: ReportRow[] = [
  { reporter: 'ananya_joshi', post: 'spamKitchen', reason: 'spam', description: 'The same advert is in three groups today.', ago: '15h' },
  { reporter: 'sneha_patil', post: 'spamKitchen', reason: 'spam', description: null, ago: '9h' },
  { reporter: DEMO_USERNAME, post: 'spamRent', reason: 'spam', description: 'An advert for his business, not a post for neighbours.', ago: '4d' },
  { reporter: 'rohan_kulkarni', post: 'yogaClub', reason: 'other', description: 'The central lawn is booked for the children\'s football at 6:15 am.', ago: '16h' },
  { reporter: DEMO_USERNAME, post: 'yogaClub', reason: 'misinformation', description: 'The clubhouse notice says the lawn opens at 6:30.', ago: '5h' },
];

export const REMOVAL_NOTE =
  'Adverts for a business are not allowed in the feed: please use the clubhouse classifieds board.';
export const APPEAL_REASON =
  'The flat is my own and I am only looking for a tenant. I have taken out the interiors part.';

/** Dates the notifications written since `lastId` at `at`, read if older than the unread window. */
function dateNotices(lastId: number, at: number, now: number): void {
  db.notification.updateMany({
    where: { id: { gt: lastId } },
    data: { createdAt: new Date(at).toISOString(), read: now - at > UNREAD_WITHIN },
  });
}

const lastNoticeId = () => Math.max(0, ...db.notification.getAll().map((n) => n.id));

export function writeModeration(now: number): void {
  for (const row of MORE_REPORTS) {
    const postId = postIdOf(row.post);
    db.report.create({
      id: nextId('report'),
      reason: row.reason,
      description: row.description,
      postId,
      userId: db.post.findFirst({ where: { id: { equals: postId } } })!.authorId,
      reporterId: userIdOf(row.reporter),
      createdAt: new Date(now - agoMs(row.ago)).toISOString(),
    });
  }
  const advert = db.post.findFirst({ where: { id: { equals: postIdOf('spamRent') } } })!;
  const report = db.report.findFirst({ where: { postId: { equals: advert.id } } })!;
  const removedAt = now - agoMs('3d');
  const before = lastNoticeId();
  decideCase(report, advert, {
    actorId: managerOf(advert.societyId!),
    decision: 'remove',
    note: REMOVAL_NOTE,
    at: new Date(removedAt).toISOString(),
  });
  dateNotices(before, removedAt, now);
  fileAppeal(advert, APPEAL_REASON, new Date(now - agoMs('2d')).toISOString());
}
