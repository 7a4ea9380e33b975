// The one wrapper every mock resolver goes through (after bookshelf): it reads the session, parses
// and validates the body with the shared yup schemas (request-body.ts), turns thrown HttpErrors
// into JSON error responses with real status codes, and applies the demo's latency and failure
// injection.
import { delay, http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { db, type UserRecord } from './db';
import type { BodyOf, BodySchemaName } from './request-body';
import { settings, shouldFail } from './settings';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './http-errors';

// Handlers import the errors from here, with the rest of what a route needs.
export { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from './http-errors';

export const SESSION_COOKIE = 'vc_session';

export interface RouteContext<Params extends PathParams> {
  request: Request;
  params: Params;
  query: URLSearchParams;
  /** The signed-in user, or null. */
  viewer: UserRecord | null;
  /** The session cookie's token, if the request carries one. */
  sessionToken: string | null;
  /** The signed-in user; 401 without a session. */
  requireViewer(): UserRecord;
  /** The signed-in user, who must be `userId` (the id a body or path acts for); else 401 / 403. */
  requireSelf(userId: number): UserRecord;
  /** The JSON body, checked strictly against the named shared schema; else 400 with its message. */
  body<Name extends BodySchemaName>(schemaName: Name): Promise<BodyOf<Name>>;
  /** An integer path parameter; 404 with `notFoundMessage` when it is not one. */
  idParam(name: keyof Params & string, notFoundMessage: string): number;
  /** An integer query parameter, or undefined; 400 when present and not an integer. */
  intQuery(name: string): number | undefined;
}

/** What a resolver returns: a value sent as JSON (200, or `status`), undefined for 204, or a Response. */
type ResolverResult = unknown;
export type Resolver<Params extends PathParams> = (
  context: RouteContext<Params>,
) => ResolverResult | Promise<ResolverResult>;

/** The methods of msw's `http` namespace the contract uses (lower case, as `http[method]`). */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function readViewer(token: string | null): UserRecord | null {
  if (!token) return null;
  const session = db.session.findFirst({ where: { token: { equals: token } } });
  if (!session) return null;
  return db.user.findFirst({ where: { id: { equals: session.userId } } });
}

function toInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) throw badRequest('Request body is required');
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json'))
    throw new HttpError(415, 'Content-Type must be application/json');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

export function errorResponse(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

/**
 * A mock endpoint of the contract. `operationId` names it in the OpenAPI document and lets a story
 * or a test replace it; `status` is the success status (200 by default); `public` opens a write
 * to visitors (the sign-in calls).
 */
export function route<Params extends PathParams = PathParams>(
  operationId: string,
  method: Method,
  path: string,
  resolver: Resolver<Params>,
  options: { status?: number; public?: boolean } = {},
): HttpHandler {
  return http[method]<Params>(path, async ({ request, params, cookies }) => {
    if (settings.latencyMs > 0) await delay(settings.latencyMs);
    if (shouldFail(operationId)) {
      return errorResponse(500, 'The demo backend failed this request on purpose (demo controls)');
    }
    const sessionToken = cookies[SESSION_COOKIE] || null;
    const viewer = readViewer(sessionToken);
    const url = new URL(request.url);
    // A write needs a session before anything else is looked at (a real server authenticates
    // first): only the sign-in calls are open to visitors.
    if (method !== 'get' && !options.public && !viewer) {
      return errorResponse(401, unauthorized().message);
    }
    const context: RouteContext<Params> = {
      request,
      params,
      query: url.searchParams,
      viewer,
      sessionToken,
      requireViewer() {
        if (!viewer) throw unauthorized();
        return viewer;
      },
      requireSelf(userId) {
        if (!viewer) throw unauthorized();
        if (viewer.id !== userId) throw forbidden();
        return viewer;
      },
      async body(schemaName) {
        const raw = await readJson(request);
        const { validBody } = await import('./request-body');
        return validBody(schemaName, raw);
      },
      idParam(name, notFoundMessage) {
        const value = toInt(String(params[name] ?? ''));
        if (value === undefined) throw notFound(notFoundMessage);
        return value;
      },
      intQuery(name) {
        const raw = url.searchParams.get(name);
        if (raw === null || raw === '') return undefined;
        if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a whole number`);
        return Number(raw);
      },
    };
    try {
      const result = await resolver(context);
      if (result instanceof Response) return result;
      if (result === undefined) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(result as never, { status: options.status ?? 200 });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message);
      console.error(`[mock backend] ${operationId} failed`, error);
      return errorResponse(500, 'Internal server error');
    }
  });
}

/** A JSON response that also sets or clears the session cookie. */
export function withSession<T>(body: T, token: string | null, status = 200): Response {
  const cookie = token
    ? `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const init = { status, headers: { 'Set-Cookie': cookie } };
  return body === undefined
    ? new HttpResponse(null, { ...init, status: 204 })
    : HttpResponse.json(body as never, init);
}
