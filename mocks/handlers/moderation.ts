// Report outcomes (docs/product.md#reports), all proposed: the care team's open reports and
// appeals, their decisions, a removed post's appeal, and a resident's own reports. Who serves what
// and how a removal reads are mocks/moderation.ts.
import type {
  ModerationCase,
  ModerationReport,
  MyReport,
  ReportReason,
  ReportState,
} from '../../src/api/types';
import { careRoleOf } from '../concerns';
import { db, type PostRecord, type ReportRecord, type UserRecord } from '../db';
import { findAppeal, servesSociety, societyOfReport, toAppeal } from '../moderation';
import { badRequest, conflict, forbidden, notFound, route } from '../http';
import { Lookup, newestFirst, oldestFirst, toPost } from '../serialize';
import { decideCase, decideAppealOf, fileAppeal } from '../report-outcomes';
import { isRemoved, requirePost } from '../store';

const postSociety = (post: PostRecord) => (post.isBuilderWide ? null : post.societyId);

function toModerationReport(report: ReportRecord, lookup: Lookup): ModerationReport {
  return {
    id: report.id,
    reason: report.reason as ReportReason,
    description: report.description,
    reporter: lookup.userSummary(report.reporterId),
    createdAt: report.createdAt,
    state: report.state as ReportState,
  };
}

const findPost = (id: number | null) =>
  id === null ? null : db.post.findFirst({ where: { id: { equals: id } } });

/** The open cases of the societies `me` serves: reports grouped by post (or user), and appeals. */
function openCases(me: UserRecord): Array<ModerationCase & { since: string }> {
  const lookup = new Lookup(me);
  const groups = new Map<string, ReportRecord[]>();
  for (const report of db.report.getAll().sort(oldestFirst)) {
    if (report.state !== 'under_review' || !servesSociety(me.id, societyOfReport(report))) continue;
    const key = report.postId === null ? `user ${report.userId}` : `post ${report.postId}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  const reported = [...groups.values()].map((reports) => {
    const post = findPost(reports[0].postId);
    return {
      kind: 'report' as const,
      post: post && toPost(post, lookup),
      user: lookup.userSummary(post ? post.authorId : reports[0].userId!),
      reports: reports.map((report) => toModerationReport(report, lookup)),
      since: reports[0].createdAt,
    };
  });
  const appealed = db.appeal
    .getAll()
    .filter((appeal) => appeal.outcome === 'pending')
    .map((appeal) => ({ appeal, post: findPost(appeal.id)! }))
    .filter(({ post }) => servesSociety(me.id, postSociety(post)))
    .map(({ appeal, post }) => ({
      kind: 'appeal' as const,
      post: toPost(post, lookup),
      user: lookup.userSummary(post.authorId),
      reports: db.report
        .getAll()
        .filter((report) => report.postId === post.id && report.state === 'removed')
        .sort(oldestFirst)
        .map((report) => toModerationReport(report, lookup)),
      since: appeal.createdAt,
    }));
  return [...reported, ...appealed].sort((a, b) => a.since.localeCompare(b.since));
}

function toMyReport(report: ReportRecord, lookup: Lookup): MyReport {
  const post = findPost(report.postId);
  return {
    id: report.id,
    reason: report.reason as ReportReason,
    createdAt: report.createdAt,
    state: report.state as ReportState,
    decidedAt: report.decidedAt,
    post: post && { id: post.id, content: isRemoved(post) ? '' : post.content },
    user: post || report.userId === null ? null : lookup.userSummary(report.userId),
  };
}

export const moderationHandlers = {
  listModerationCases: route(
    'listModerationCases',
    'get',
    '/api/care/reports',
    ({ requireViewer }) => {
      const me = requireViewer();
      if (!careRoleOf(me.id)) throw forbidden('This page is for the care team');
      return openCases(me).map(({ since: _since, ...rest }) => rest);
    },
  ),

  decideReport: route('decideReport', 'post', '/api/reports/{id}/decision', async (context) => {
    const reportId = context.idParam('id', 'Report not found');
    const input = await context.body('ReportDecisionBody');
    const me = context.requireSelf(input.actorId);
    const report = db.report.findFirst({ where: { id: { equals: reportId } } });
    if (!report) throw notFound('Report not found');
    if (!servesSociety(me.id, societyOfReport(report)))
      throw forbidden('Only the care team serving this society can decide its reports');
    if (report.state !== 'under_review') throw conflict('This report is already decided');
    const note = input.note?.trim() || null;
    if (input.decision !== 'keep' && note === null)
      throw badRequest('Please write a note to the author');
    const post = findPost(report.postId);
    if (input.decision === 'remove' && !post)
      throw badRequest('A report of a user has no post to remove: keep it or warn the user');

    const closed = decideCase(report, post, {
      actorId: me.id,
      decision: input.decision,
      note,
      at: new Date().toISOString(),
    });
    const lookup = new Lookup(me);
    return closed.map((each) => toModerationReport(each, lookup));
  }),

  appealRemoval: route(
    'appealRemoval',
    'post',
    '/api/posts/{id}/appeal',
    async (context) => {
      const postId = context.idParam('id', 'Post not found');
      const input = await context.body('AppealBody');
      const me = context.requireSelf(input.userId);
      const post = requirePost(postId, me.id);
      if (post.authorId !== me.id) throw forbidden('Only the author can ask for a review');
      if (!isRemoved(post)) throw conflict('This post has not been removed');
      if (findAppeal(post.id)) throw conflict('You have already asked for a review of this post');
      const appeal = fileAppeal(post, input.reason, new Date().toISOString());
      return toAppeal(appeal);
    },
    { status: 201 },
  ),

  decideAppeal: route(
    'decideAppeal',
    'post',
    '/api/posts/{id}/appeal/decision',
    async (context) => {
      const postId = context.idParam('id', 'Post not found');
      const input = await context.body('AppealDecisionBody');
      const me = context.requireSelf(input.actorId);
      const post = requirePost(postId, me.id);
      if (!servesSociety(me.id, postSociety(post)))
        throw forbidden("Only the care team serving this post's society can decide its appeal");
      const appeal = findAppeal(post.id);
      if (!appeal) throw notFound('This post has no appeal');
      if (appeal.outcome !== 'pending') throw conflict('This appeal is already decided');
      // A second look is another member's: whoever removed the post may not judge the appeal.
      if (post.removedBy === me.id)
        throw forbidden('You removed this post: another care team member decides its appeal');
      const updated = decideAppealOf(post, {
        actorId: me.id,
        restore: input.decision === 'restore',
        at: new Date().toISOString(),
      });
      return toAppeal(updated);
    },
  ),

  listMyReports: route('listMyReports', 'get', '/api/users/{id}/reports', (context) => {
    const me = context.requireSelf(context.idParam('id', 'User not found'));
    const lookup = new Lookup(me);
    return db.report
      .getAll()
      .filter((report) => report.reporterId === me.id)
      .sort(newestFirst)
      .map((report) => toMyReport(report, lookup));
  }),
};
