// The one place that talks HTTP. Every request function of the contract goes through apiRequest, so
// method, JSON content type, credentials and the error format (docs/product.md#error-format) are
// the same everywhere.
import {
  isKnownMissing,
  isKnownPresent,
  namesRecord,
  proposedOperation,
  rememberMissing,
  rememberPresent,
  type ProposedOperation,
} from './proposed-routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
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

  constructor(
    status: number,
    statusText: string,
    body: string,
    operation: ProposedOperation | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.operation = operation;
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

/**
 * The server's `{ message }` for a failed call, or the screen's default text
 * (docs/product.md#error-format).
 */
export function messageOf(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** Whether a call got no answer at all: fetch rejects with a TypeError when the network is down. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * Whether a failure says the resident's session has ended: a 401 from our API, which carries the
 * JSON `{ message }` of every error of the contract. Nothing else signs anyone out: no answer at
 * all (offline, a worker not ready yet: fetch's TypeError), an HTML page, an empty 401 or a 401 of
 * a proxy or captive portal in between are not the server's word on the session.
 */
export function isSessionEnded(error: unknown): boolean {
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

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function throwIfNotOk(
  response: Response,
  operation: ProposedOperation | null = null,
): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const error = new ApiError(response.status, response.statusText, text, operation);
  if (operation && isEndpointMissing(error)) rememberMissing(operation);
  throw error;
}

/**
 * Sends one request of the contract. A body, when given, is JSON with a JSON content type; every
 * request includes credentials. Resolves with the parsed JSON, or undefined for an empty body.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  await backendGate();
  const hasBody = options.body !== undefined;
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  const operation = proposedOperation(method, path);
  await throwIfNotOk(response, operation);
  if (operation) rememberPresent(operation);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
