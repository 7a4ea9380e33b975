import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { Id, RequestBody } from './types';
import { userKeys } from './users';

export type ReportBody = RequestBody<'ReportBody'>;

/** POST /api/reports, documented (docs/product.md#documented-calls): all five keys always sent. */
export const createReport = (body: ReportBody) => dataOf(api.POST('/api/reports', { body }));

// Report outcomes (docs/product.md#reports), all proposed.

export type ReportDecisionBody = RequestBody<'ReportDecisionBody'>;
export type AppealDecision = RequestBody<'AppealDecisionBody'>['decision'];

/** The care team's open cases; the key starts with the path so a decision reads it again. */
export const MODERATION_KEY = ['/api/care/reports'] as const;

/** Proposed: GET /api/care/reports, for the care team. */
export const listModerationCases = () => dataOf(api.GET('/api/care/reports'));

export const moderationCasesQueryOptions = () =>
  queryOptions({ queryKey: MODERATION_KEY, queryFn: listModerationCases });

/** Proposed: POST /api/reports/{id}/decision: closes every open report of the same post. */
export const decideReport = (reportId: Id, body: ReportDecisionBody) =>
  dataOf(api.POST('/api/reports/{id}/decision', { params: { path: { id: reportId } }, body }));

/** Proposed: POST /api/posts/{id}/appeal, the author's one request for a second look. */
export const appealRemoval = (postId: Id, userId: Id, reason: string) =>
  dataOf(
    api.POST('/api/posts/{id}/appeal', {
      params: { path: { id: postId } },
      body: { userId, reason },
    }),
  );

/** Proposed: POST /api/posts/{id}/appeal/decision, by a member other than who removed the post. */
export const decideAppeal = (postId: Id, actorId: Id, decision: AppealDecision) =>
  dataOf(
    api.POST('/api/posts/{id}/appeal/decision', {
      params: { path: { id: postId } },
      body: { actorId, decision },
    }),
  );

/** Proposed: GET /api/users/{id}/reports, the signed-in resident's own reports. */
export const listMyReports = (userId: Id) =>
  dataOf(api.GET('/api/users/{id}/reports', { params: { path: { id: userId } } }));

export const myReportsQueryOptions = (userId: Id) =>
  queryOptions({ queryKey: userKeys.reports(userId), queryFn: () => listMyReports(userId) });
