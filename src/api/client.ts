// The one place that talks HTTP. Every request function of the contract goes through apiRequest,
// so method, JSON content type, credentials and the error format of SPEC §8 are the same everywhere.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** A non-2xx response. Its message is exactly `{status}: {body text or status text}` (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
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

/** Proposed endpoints may be missing on a real backend (DECISIONS §3): 404 or 501 on the route. */
export function isEndpointMissing(error: unknown): boolean {
  return isApiError(error, 501) || (isApiError(error, 404) && !(error as ApiError).serverMessage);
}

// The demo starts the mock worker in parallel with the first render: requests wait for it, the
// first paint does not. With a real backend nothing is awaited.
let backendReady: Promise<unknown> = Promise.resolve();
export function waitForBackend(ready: Promise<unknown>): void {
  backendReady = ready.catch(() => undefined);
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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
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
  await backendReady;
  const hasBody = options.body !== undefined;
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
