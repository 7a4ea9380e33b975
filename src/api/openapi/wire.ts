// Test helpers (imported by src/api/*.test.ts only): what a request function puts on the wire.
// A spy on fetch sees the init exactly as the API client passes it, `credentials` included, which the
// Request that reaches msw does not expose.
import { expect, it, vi } from 'vitest';
import { ApiError } from '../client';

export interface WireRequest {
  method: string;
  /** The URL as the app passes it: same-origin path and query string. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
  /** The body as sent (a string for JSON), or undefined. */
  rawBody: unknown;
  /** The body parsed as JSON, or undefined. */
  body: unknown;
}

export interface WireExchange extends WireRequest {
  status: number;
  /** The response body parsed as JSON, or undefined when it is empty. */
  responseBody: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toWireRequest(input: RequestInfo | URL, init: RequestInit | undefined): WireRequest {
  if (typeof input !== 'string') throw new Error('the API client passes the URL as a string');
  const rawBody = init?.body ?? undefined;
  return {
    method: init?.method ?? 'GET',
    url: input,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    credentials: init?.credentials,
    signal: init?.signal ?? undefined,
    rawBody,
    body: typeof rawBody === 'string' ? parseJson(rawBody) : undefined,
  };
}

/** Answers every fetch with `respond()` without reaching the mock backend, recording the requests. */
export function stubFetch(respond: () => Response = () => Response.json({})): WireRequest[] {
  const requests: WireRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push(toWireRequest(input, init));
    return respond();
  });
  return requests;
}

/** Lets every fetch through to the mock backend, recording requests and responses. */
export function recordFetch(): WireExchange[] {
  const exchanges: WireExchange[] = [];
  const passThrough = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = toWireRequest(input, init);
    const response = await passThrough(input, init);
    const text = await response.clone().text();
    exchanges.push({
      ...request,
      status: response.status,
      responseBody: text ? parseJson(text) : undefined,
    });
    return response;
  });
  return exchanges;
}

/** Runs one call against a stubbed fetch and returns the single request it sent. */
export async function captureRequest(call: () => Promise<unknown>): Promise<WireRequest> {
  const requests = stubFetch();
  await call();
  expect(requests).toHaveLength(1);
  return requests[0];
}

export interface WireCase {
  name: string;
  call: () => Promise<unknown>;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The exact URL, query string included, in the order the function builds it. */
  url: string;
  /** The exact JSON body, or undefined for none. */
  body?: unknown;
}

/**
 * The request a call must make (docs/product.md#request-conventions): method, URL, JSON body with
 * its content type, credentials.
 */
export function expectWire(request: WireRequest, expected: Omit<WireCase, 'name' | 'call'>) {
  expect(request.method).toBe(expected.method);
  expect(request.url).toBe(expected.url);
  expect(request.credentials).toBe('include');
  if (expected.body === undefined) {
    expect(request.rawBody).toBeUndefined();
    expect(request.headers).toEqual({});
  } else {
    expect(request.rawBody).toBe(JSON.stringify(expected.body));
    expect(request.body).toStrictEqual(expected.body);
    expect(request.headers).toEqual({ 'content-type': 'application/json' });
  }
}

/**
 * For each case: the exact request, and the error format (docs/product.md#error-format) on a
 * non-2xx answer.
 */
export function itSendsExactly(cases: WireCase[]) {
  for (const wire of cases) {
    it(`${wire.name} sends ${wire.method} ${wire.url}`, async () => {
      expectWire(await captureRequest(wire.call), wire);
    });
  }

  for (const { name, call } of cases) {
    it(`${name} throws "{status}: {body text}" on a non-2xx answer`, async () => {
      stubFetch(() => Response.json({ message: 'Nope' }, { status: 409, statusText: 'Conflict' }));
      const error = await call().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('409: {"message":"Nope"}');
      expect((error as ApiError).status).toBe(409);

      stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
      await expect(call()).rejects.toMatchObject({
        name: 'ApiError',
        message: '503: Service Unavailable',
        status: 503,
      });
    });
  }
}
