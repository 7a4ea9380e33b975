import type { ReportReason } from '../../src/api/types';
import { db, nextId } from '../db';
import { badRequest, conflict, forbidden, route } from '../http';
import { requireLivePost, requireUser } from '../store';

export const reportHandlers = {
  createReport: route(
    'createReport',
    'post',
    '/api/reports',
    async ({ body, requireSelf }) => {
      const input = await body('ReportBody');
      requireSelf(input.reporterId);
      if (input.postId === null && input.userId === null) {
        throw badRequest('A report needs a post or a user');
      }
      const post = input.postId === null ? null : requireLivePost(input.postId, input.reporterId);
      if (input.userId !== null) requireUser(input.userId);
      // 403, not 400: the body is valid, and the same one from another resident is accepted. It
      // is who asks that may not do it, and moderators have nothing to review in it.
      if (post?.authorId === input.reporterId) throw forbidden('You cannot report your own post');
      if (post === null && input.userId === input.reporterId) {
        throw forbidden('You cannot report yourself');
      }
      // One report per resident and post, whichever user it names (the author, or none); a user
      // reported on their own, once per resident too.
      const duplicate = db.report
        .getAll()
        .some(
          (report) =>
            report.reporterId === input.reporterId &&
            (post
              ? report.postId === post.id
              : report.postId === null && report.userId === input.userId),
        );
      if (duplicate) {
        throw conflict(
          post ? 'You have already reported this post' : 'You have already reported this user',
        );
      }
      const report = db.report.create({
        id: nextId('report'),
        reason: input.reason,
        description: input.description?.trim() || null,
        postId: input.postId,
        userId: input.userId,
        reporterId: input.reporterId,
        createdAt: new Date().toISOString(),
      });
      return {
        id: report.id,
        // The db stores text; what it holds came from a body of the document's enum.
        reason: report.reason as ReportReason,
        description: report.description,
        postId: report.postId,
        userId: report.userId,
        reporterId: report.reporterId,
        createdAt: report.createdAt,
      };
    },
    { status: 201 },
  ),
};
