// The one place that talks HTTP. Every request function of the contract calls the typed client
// `api` (openapi-fetch's client type over the generated `paths`), so method, JSON content type, credentials and
// the error format (docs/product.md#error-format) are the same everywhere.
import type { Client } from 'openapi-fetch';
import type { paths } from './openapi.generated';
import {
  isKnownMissing,
  isKnownPresent,
  namesRecord,
  proposedOperation,
  rememberMissing,
  rememberPresent,
  type ProposedOperation,
} from './proposed-routes';
import { currentSession } from '../lib/session-events';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * A non-2xx response. Its message is exactly `{status}: {body text or status text}`
 * (docs/product.md#error-format).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The proposed operation that failed, or null for a documented call. */
  readonly operation: ProposedOperation | null;
  /** The session (lib/session-events) the call was sent in: a 401 speaks only of that one. */
  readonly session: number;

  constructor(
    status: number,
    statusText: string,
    body: string,
    operation: ProposedOperation | null = null,
    session = currentSession(),
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.operation = operation;
    this.session = session;
  }

  /** The server's `{ message }` when the body is the JSON error of the contract, else null. */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' && message.trim() ? message : null;
      }
    } catch {
      // Not JSON: no server message.
    }
    return null;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Whether a call got no answer at all: fetch rejects with a TypeError when the network is down. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * Whether a failure says the resident's session has ended: a 401 from our API, which carries the
 * JSON `{ message }` of every error of the contract. Nothing else signs anyone out: no answer at
 * all (offline, a worker not ready yet: fetch's TypeError), an HTML page, an empty 401 or a 401 of
 * a proxy or captive portal in between are not the server's word on the session.
 */
export function isSessionEnded(error: unknown): error is ApiError {
  return isApiError(error, 401) && error.serverMessage !== null;
}

/**
 * Whether a failed call is a proposed route the server does not have (docs/real-backend.md): a 405
 * or 501, or a 404 of a read that names no record. A 404 of a call that may name one (GET
 * /api/groups/{id}, DELETE /api/saved) counts once this page has learnt the route is missing, or
 * when the caller knows the record exists (`recordExists`), which teaches it; never once the page
 * has seen the route answer. Documented calls are never missing: their 404 is the record's.
 */
export function isEndpointMissing(
  error: unknown,
  { recordExists = false }: { recordExists?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError) || !error.operation) return false;
  const { status, operation } = error;
  if (status === 405 || status === 501) return true;
  if (status !== 404 || isKnownPresent(operation)) return false;
  if (!namesRecord(operation) || isKnownMissing(operation)) return true;
  if (recordExists) rememberMissing(operation);
  return recordExists;
}

/**
 * After a 404 that may be a record's, asks `probe`, a read of the same feature whose 404 can only
 * be the route's (GET /api/groups, the viewer's own saved posts), whether the server has the
 * feature at all, and learns the answer: `isEndpointMissing(error)` tells it afterwards.
 */
export async function probeFeature(error: unknown, probe: () => Promise<unknown>): Promise<void> {
  if (!isApiError(error, 404) || !error.operation || isEndpointMissing(error)) return;
  if (isKnownPresent(error.operation)) return;
  try {
    await probe();
  } catch (probeError) {
    if (isEndpointMissing(probeError, { recordExists: true })) rememberMissing(error.operation);
  }
}

/** Runs a proposed call; if it fails, `probe` settles whether the feature is there at all. */
export async function callProbingFeature<T>(
  call: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    await probeFeature(error, probe);
    throw error;
  }
}

/**
 * For a toggle's call (like, repost, save, follow): a 409 on the call that turns it on means it
 * was already on, a 404 on the call that turns it off that it was already off. Either way the
 * resident's wish holds, e.g. on a server that does not tell the app the current state. A
 * proposed call's missing route is no such answer.
 */
export const isAlreadyDone = (error: unknown, on: boolean) =>
  isApiError(error, on ? 409 : 404) && !isEndpointMissing(error);

// The demo starts the mock worker in parallel with the first render: requests wait for it, the
// first paint does not. The demo's gate also holds a call while the worker takes the page back
// (mocks/worker-control.ts). With a real backend nothing is awaited. A gate that fails lets the
// call go (and fail or succeed on its own).
let backendGate: () => Promise<unknown> = () => Promise.resolve();
export function waitForBackend(ready: Promise<unknown> | (() => Promise<unknown>)): void {
  const gate = typeof ready === 'function' ? ready : () => ready;
  backendGate = () => gate().catch(() => undefined);
}

// index.html may have asked for the feed's first page already, as the page was parsed (a fetch
// preload: src/prerender/boot-app.ts). The browser hands its answer to the first request that is
// the same, however late: so it is offered to the page's first call only. That call, in the
// normal first load the feed's own read, takes it by being the same request; any other first call
// (the feed's code did not load, the session changed) first takes it and throws it away, so no
// later read gets an answer from another time or another session.
let earlyRead: string | null = null;

/** The absolute URL of index.html's early read, if it made one (src/main.tsx). */
export function expectEarlyRead(url: string | null): void {
  earlyRead = url;
}

function settleEarlyRead(method: HttpMethod, url: string): void {
  const early = earlyRead;
  earlyRead = null;
  if (early === null || (method === 'GET' && new URL(url, document.baseURI).href === early)) return;
  void fetch(early, { credentials: 'include' }).then(
    (answer) => answer.body?.cancel(),
    () => {},
  );
}

/**
 * The query string of a call: keys in the caller's order, undefined, null and empty values left
 * out, values encoded as a form (a space as "+").
 */
export function querySearch(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  return params.toString();
}

export async function throwIfNotOk(
  response: Response,
  operation: ProposedOperation | null = null,
  session = currentSession(),
): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const error = new ApiError(response.status, response.statusText, text, operation, session);
  if (operation && isEndpointMissing(error)) rememberMissing(operation);
  throw error;
}

/** What the calls of `api` pass: the document's parameters, the JSON body, an abort signal. */
interface CallInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Sends one call of the contract: after the backend gate, with credentials, the JSON body and its
 * content type only when there is a body. A non-2xx answer rejects with the ApiError of the error
 * format; a 2xx resolves with the parsed JSON, or undefined for an empty body.
 */
async function send(method: HttpMethod, template: string, init: CallInit = {}) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(init.params?.path?.[name])),
  );
  const search = querySearch(init.params?.query);
  const hasBody = init.body !== undefined;
  const url = search ? `${path}?${search}` : path;
  settleEarlyRead(method, url);
  await backendGate();
  const session = currentSession();
  // Read at call time: the tests' spies replace globalThis.fetch after this module loads.
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(init.body) : undefined,
    credentials: 'include',
    signal: init.signal,
  });
  const operation = proposedOperation(method, path);
  await throwIfNotOk(response, operation, session);
  if (operation) rememberPresent(operation);
  const text = await response.text();
  return { data: text ? (JSON.parse(text) as unknown) : undefined, response };
}

const callWith = (method: HttpMethod) => (path: string, init?: CallInit) =>
  send(method, path, init);

/**
 * The typed client of the /api contract: openapi-fetch's `Client` type over the generated `paths`,
 * so a path, method, parameter, body or result that disagrees with contract/openapi.yaml is a type
 * error. Its run-time part is `send` above, which does only what these calls need (same-origin
 * JSON, path and query parameters; no middleware) and, unlike openapi-fetch, rejects a non-2xx
 * answer with an ApiError (docs/performance.md#chunk-sizes). Resolve a call with `dataOf`.
 */
export const api = {
  GET: callWith('GET'),
  POST: callWith('POST'),
  PUT: callWith('PUT'),
  PATCH: callWith('PATCH'),
  DELETE: callWith('DELETE'),
} as unknown as Pick<Client<paths>, HttpMethod>;

/**
 * What a call of `api` resolves with: the parsed JSON, or undefined for an empty body. A non-2xx
 * answer has already rejected with an ApiError, a network failure with fetch's TypeError.
 */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** GET of `path` with `query`, for a path known only at run time (the default query function's). */
export const getPath = (path: string, query?: Query, signal?: AbortSignal): Promise<unknown> =>
  dataOf(send('GET', path, { params: { query }, signal }));

/** For a call whose answer the app does not read (a toggle, a follow): resolves once it succeeded. */
export async function done(call: Promise<unknown>): Promise<void> {
  await call;
}
