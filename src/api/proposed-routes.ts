// The proposed operations of the contract (`x-proposed: true` in public/openapi.json), which a
// production backend may not have yet. A test holds this list equal to the contract document's.
//
// How the app tells "this server lacks the route" from "this record does not exist": a server
// that lacks a route answers whatever its framework answers an unknown path, usually a 404 with
// the JSON `{ "message" }` every error of the contract carries, so the body cannot tell. The
// route can: a 405 or 501 always means the call is missing, and so does a 404 on a read whose
// path names no record (GET /api/groups has nothing else to miss). A 404 on a call that may name
// a record, in its path (GET /api/groups/{id}) or its body (DELETE /api/saved names a post), stays
// open until the caller, who may know the record exists, settles it. What a page learns, a route
// missing or a route answering, is kept for the page's life.

export const PROPOSED_OPERATIONS = [
  'POST /api/auth/logout',
  'GET /api/auth/session',
  'GET /api/posts/stats',
  'GET /api/posts/{id}',
  'GET /api/posts/{id}/comments',
  'POST /api/posts/{id}/comments',
  'POST /api/posts/{id}/affected',
  'DELETE /api/posts/{id}/affected',
  'POST /api/posts/{id}/status',
  'GET /api/posts/{id}/timeline',
  'POST /api/posts/{id}/assignee',
  'POST /api/posts/{id}/responses',
  'GET /api/care/queue',
  'GET /api/care/team',
  'GET /api/concerns/similar',
  'POST /api/saved',
  'DELETE /api/saved',
  'PATCH /api/users/{id}',
  'GET /api/users',
  'GET /api/users/{id}/suggestions',
  'GET /api/users/{id}/saved',
  'GET /api/users/{id}/blocked',
  'POST /api/blocks',
  'DELETE /api/blocks',
  'POST /api/story-views/{id}',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'POST /api/notifications/read-all',
  'POST /api/notifications/{id}/read',
  'GET /api/groups',
  'POST /api/groups',
  'GET /api/groups/stats',
  'GET /api/groups/{id}',
  'POST /api/groups/{id}/members',
  'DELETE /api/groups/{id}/members',
  'POST /api/groups/{id}/requests/{userId}/approve',
  'DELETE /api/groups/{id}/requests/{userId}',
  'GET /api/groups/{id}/posts',
  'POST /api/groups/{id}/posts',
  'GET /api/hashtags/trending',
  'GET /api/search',
  'POST /api/uploads',
  // Issue 32: each society's public response record.
  'GET /api/societies/records',
  'GET /api/societies/{id}',
  'GET /api/societies/{id}/record',
  // Issue 32: report outcomes.
  'GET /api/care/reports',
  'POST /api/reports/{id}/decision',
  'POST /api/posts/{id}/appeal',
  'POST /api/posts/{id}/appeal/decision',
  'GET /api/users/{id}/reports',
] as const;

export type ProposedOperation = (typeof PROPOSED_OPERATIONS)[number];

/** Whether the call may name a record (in its path, or in a write's body), so that a 404 may be
 * that record's. */
export const namesRecord = (operation: ProposedOperation) =>
  operation.includes('{') || !operation.startsWith('GET ');

const ROUTES = PROPOSED_OPERATIONS.map((operation) => {
  const [method, template] = operation.split(' ');
  return { operation, method, pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
})
  // A literal segment wins over a parameter: /api/posts/stats is not post "stats".
  .sort((a, b) => Number(namesRecord(a.operation)) - Number(namesRecord(b.operation)));

/** The proposed operation a request is, or null for a documented (or unknown) call. */
export function proposedOperation(method: string, path: string): ProposedOperation | null {
  const pathname = path.split('?')[0];
  const route = ROUTES.find(
    (candidate) => candidate.method === method && candidate.pattern.test(pathname),
  );
  return route?.operation ?? null;
}

// What this page has learnt of the server: each operation it answered as a missing route, or
// answered at all (a deploy may add a route: the last answer counts).
const learnt = new Map<ProposedOperation, 'missing' | 'present'>();

export function rememberMissing(operation: ProposedOperation): void {
  learnt.set(operation, 'missing');
}

export function rememberPresent(operation: ProposedOperation): void {
  learnt.set(operation, 'present');
}

/** Whether this page has learnt that the server lacks the operation. */
export const isKnownMissing = (operation: ProposedOperation) => learnt.get(operation) === 'missing';

/** Whether this page has seen the server answer the operation: a 404 of it is a record's. */
export const isKnownPresent = (operation: ProposedOperation) => learnt.get(operation) === 'present';

/** For tests: nothing learnt about the server. */
export function forgetMissingOperations(): void {
  learnt.clear();
}
