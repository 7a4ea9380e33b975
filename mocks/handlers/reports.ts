import { db, nextId } from '../db';
import { badRequest, conflict, route } from '../http';
import { requirePost, requireUser } from '../store';

export const reportHandlers = {
  createReport: route(
    'createReport',
    'post',
    '/api/reports',
    async ({ body, requireSelf }) => {
      const input = await body('reportSchema');
      requireSelf(input.reporterId);
      if (input.postId === null && input.userId === null) {
        throw badRequest('A report needs a post or a user');
      }
      if (input.postId !== null) requirePost(input.postId, input.reporterId);
      if (input.userId !== null) requireUser(input.userId);
      const duplicate = db.report
        .getAll()
        .some(
          (report) =>
            report.reporterId === input.reporterId &&
            report.postId === input.postId &&
            report.userId === input.userId,
        );
      if (duplicate) throw conflict('You have already reported this');
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
        reason: report.reason,
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
