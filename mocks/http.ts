// The one wrapper every mock resolver goes through (after bookshelf): it reads the session, parses
// and validates the body against the document's schema (request-body.ts), turns thrown HttpErrors
// into JSON error responses with real status codes, and applies the demo's latency and failure
// injection. Handlers are built by openapi-msw from the document's paths: a route's path must be
// one of the document's templates (`/api/posts/{id}`) with the method, its path parameters and
// the value its resolver returns are typed from the document.
import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { createOpenApiHttp, type PathsFor } from 'openapi-msw';
import type { OperationId } from '../src/api/openapi/operation-ids';
import type { components, paths } from '../src/api/openapi.generated';
import type { RequestBody } from '../src/api/types';
import { db, type UserRecord } from './db';
import type { BodySchemaName } from './request-body';
import { settings, shouldFail } from './settings';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './http-errors';

// Handlers import the errors from here, with the rest of what a route needs.
export { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from './http-errors';

export const SESSION_COOKIE = 'vc_session';

const api = createOpenApiHttp<paths>();

/** The methods of the contract (lower case, as in the document and msw's `http[method]`). */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The document's path templates that have `method`. */
type ApiPath<M extends Method> = PathsFor<(typeof api)[M]>;
/** The operation at a path and method of the document. */
type Operation<P, M> = P extends keyof paths
  ? M extends keyof paths[P]
    ? NonNullable<paths[P][M]>
    : never
  : never;

/** The path parameters of an operation, as strings (as msw gives them). */
type ParamsOf<O> = O extends { parameters: { path: infer Params } }
  ? { [Name in keyof Params]: string }
  : NonNullable<unknown>;

type Responses<O> = O extends { responses: infer R } ? R : never;
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
/**
 * What a resolver returns: the JSON body the document gives the route's success status, undefined
 * for a 204 where the document has one, or a Response (the session calls set a cookie).
 */
type ResolverResult<O, Status extends number> =
  | (Status extends keyof Responses<O> ? JsonOf<Responses<O>[Status]> : never)
  | (204 extends keyof Responses<O> ? undefined : never)
  | Response;

type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
/** The body schema the document names for an operation's request body (none for a GET). */
type BodySchemaOf<O> = {
  [Name in BodySchemaName]: Same<components['schemas'][Name], JsonBodyOf<O>> extends true
    ? Name
    : never;
}[BodySchemaName];

export interface RouteContext<O> {
  request: Request;
  params: ParamsOf<O>;
  query: URLSearchParams;
  /** The signed-in user, or null. */
  viewer: UserRecord | null;
  /** The session cookie's token, if the request carries one. */
  sessionToken: string | null;
  /** The signed-in user; 401 without a session. */
  requireViewer(): UserRecord;
  /** The signed-in user, who must be `userId` (the id a body or path acts for); else 401 / 403. */
  requireSelf(userId: number): UserRecord;
  /** The JSON body, checked strictly against the operation's body schema; else 400 with its message. */
  body<Name extends BodySchemaOf<O>>(schemaName: Name): Promise<RequestBody<Name>>;
  /** An integer path parameter; 404 with `notFoundMessage` when it is not one. */
  idParam(name: keyof ParamsOf<O> & string, notFoundMessage: string): number;
  /** An integer query parameter, or undefined; 400 when present and not an integer. */
  intQuery(name: string): number | undefined;
}

type Resolver<O, Status extends number> = (
  context: RouteContext<O>,
) => ResolverResult<O, Status> | Promise<ResolverResult<O, Status>>;

/** openapi-msw's handler factory, as route() calls it (the types are route's own). */
type Register = (
  path: string,
  resolver: (info: {
    request: Request;
    params: Record<string, unknown>;
    cookies: Record<string, string>;
  }) => Promise<Response>,
) => HttpHandler;

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

/**
 * A query value that must be one of `allowed`: undefined when absent or empty, else 400
 * `{name} must be one of a, b, c`.
 */
export function oneOf<T extends string>(
  name: string,
  value: string | null,
  allowed: readonly T[],
): T | undefined {
  if (value === null || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ message }, { status });
}

/** The bytes of JSON.stringify's text in UTF-8: it has no lone surrogates, and a pair is 4. */
function jsonUtf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800 || (code >= 0xd800 && code <= 0xdfff)) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/**
 * A JSON response as msw's `HttpResponse.json` makes it, with its Content-Length counted here:
 * msw counts the bytes by making a Blob of the text, a cost on the main thread for every answer.
 */
export function jsonResponse(
  body: Exclude<JsonBodyType, undefined>,
  init: { status: number; headers?: HeadersInit },
): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  headers.set('Content-Length', String(jsonUtf8Length(text)));
  return new HttpResponse(text, { ...init, headers });
}

/**
 * A mock endpoint of the contract. `operationId` names it in the OpenAPI document and lets a story
 * or a test replace it; `status` is the success status (200 by default), the one whose documented
 * body the resolver's value must be (undefined is always a 204); `public` opens a write to
 * visitors (the sign-in calls). The resolver is no inference site (NoInfer): the path and method
 * alone pick the operation, so its return is checked against the document's types rather than
 * widened first.
 */
export function route<M extends Method, P extends ApiPath<M>, Status extends number = 200>(
  operationId: OperationId,
  method: M,
  path: P,
  resolver: NoInfer<Resolver<Operation<P, M>, Status>>,
  options: { status?: Status; public?: boolean } = {},
): HttpHandler {
  type O = Operation<P, M>;
  const register = api[method] as unknown as Register;
  return register(path, async ({ request, params, cookies }) => {
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
    const context: RouteContext<O> = {
      request,
      params: params as ParamsOf<O>,
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
      return jsonResponse(result, { status: options.status ?? 200 });
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
    : jsonResponse(body, init);
}
