// Every mock endpoint, keyed by its operationId (the same name as in the OpenAPI document), so a
// story or a test can replace one by key: `{ ...handlers, listPosts: http.get(...) }`.
import type { HttpHandler, RequestHandler } from 'msw';
import type { OperationId } from '../../src/api/openapi/operation-ids';
import { dispatchTo } from '../dispatch';
import { authHandlers } from './auth';
import { careTeamHandlers } from './care-team';
import { concernHandlers } from './concerns';
import { discoveryHandlers } from './discovery';
import { followHandlers } from './follows';
import { groupHandlers } from './groups';
import { interactionHandlers } from './interactions';
import { notificationHandlers } from './notifications';
import { postHandlers } from './posts';
import { reportHandlers } from './reports';
// Issue 32: report outcomes.
import { moderationHandlers } from './moderation';
import { societyHandlers } from './societies';
import { storyHandlers } from './stories';
import { uploadHandlers } from './uploads';
import { userHandlers } from './users';

export const handlers = {
  ...authHandlers,
  ...postHandlers,
  ...interactionHandlers,
  ...concernHandlers,
  ...careTeamHandlers,
  ...reportHandlers,
  ...societyHandlers,
  ...userHandlers,
  ...followHandlers,
  ...storyHandlers,
  ...notificationHandlers,
  ...groupHandlers,
  ...discoveryHandlers,
  ...uploadHandlers,
  // Issue 32: report outcomes.
  ...moderationHandlers,
} satisfies Record<OperationId, HttpHandler>;

export type { OperationId };
/**
 * What a worker or server is started with: every endpoint behind one dispatcher (dispatch.ts),
 * so a request costs one route look-up instead of msw parsing each endpoint in turn. Overrides
 * from `server.use()` or a story still come first.
 */
export const handlerList: RequestHandler[] = [dispatchTo(Object.values(handlers))];
