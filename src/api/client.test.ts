import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  isApiError,
  isEndpointMissing,
  isSessionEnded,
  throwIfNotOk,
  waitForBackend,
} from './client';
import { captureRequest, expectWire, stubFetch } from './openapi/wire';
import { forgetMissingOperations, type ProposedOperation } from './proposed-routes';

const failure = (
  status: number,
  body: string,
  statusText = 'Status Text',
  operation: ProposedOperation | null = null,
) => new ApiError(status, statusText, body, operation);

describe('ApiError (the error format)', () => {
  it('reads "{status}: {body text}", or the status text when the body is empty', () => {
    expect(failure(409, '{"message":"You already liked this post"}').message).toBe(
      '409: {"message":"You already liked this post"}',
    );
    expect(failure(502, '<h1>Bad gateway</h1>').message).toBe('502: <h1>Bad gateway</h1>');
    expect(failure(500, '', 'Internal Server Error').message).toBe('500: Internal Server Error');
    const error = failure(404, 'gone');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, body: 'gone' });
  });

  it("offers the server's { message } only when the body is that JSON with a text", () => {
    expect(failure(400, '{"message":"Please select a reason"}').serverMessage).toBe(
      'Please select a reason',
    );
    expect(failure(400, 'Please select a reason').serverMessage).toBeNull();
    expect(failure(400, '').serverMessage).toBeNull();
    expect(failure(400, '{"message":"  "}').serverMessage).toBeNull();
    expect(failure(400, '{"message":42}').serverMessage).toBeNull();
    expect(failure(400, '{"error":"x"}').serverMessage).toBeNull();
    expect(failure(400, 'null').serverMessage).toBeNull();
  });

  it('isApiError matches the class and, when given, the status', () => {
    expect(isApiError(failure(401, ''))).toBe(true);
    expect(isApiError(failure(401, ''), 401)).toBe(true);
    expect(isApiError(failure(401, ''), 403)).toBe(false);
    expect(isApiError(new Error('401: x'))).toBe(false);
  });

  it("isSessionEnded: only our API's 401, with the JSON { message } of the contract", () => {
    expect(isSessionEnded(failure(401, '{"message":"Please log in to continue"}'))).toBe(true);
    // Not the server's word on the session: someone else's 401, or no answer at all.
    expect(isSessionEnded(failure(401, '<html><body>Proxy login</body></html>'))).toBe(false);
    expect(isSessionEnded(failure(401, '', 'Unauthorized'))).toBe(false);
    expect(isSessionEnded(failure(401, 'Unauthorized'))).toBe(false);
    expect(isSessionEnded(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSessionEnded(new SyntaxError('Unexpected token <'))).toBe(false);
    expect(isSessionEnded(failure(403, '{"message":"Not yours"}'))).toBe(false);
    expect(isSessionEnded(undefined)).toBe(false);
  });

  it('isEndpointMissing: a 405 or 501 of a proposed call, or its 404 on a route naming no record', () => {
    const groups = (status: number, body = '{"message":"Not found"}') =>
      failure(status, body, 'Status Text', 'GET /api/groups');
    expect(isEndpointMissing(groups(404))).toBe(true);
    expect(isEndpointMissing(groups(404, ''))).toBe(true);
    expect(isEndpointMissing(groups(405))).toBe(true);
    expect(isEndpointMissing(groups(501))).toBe(true);
    expect(isEndpointMissing(groups(500))).toBe(false);
    expect(isEndpointMissing(groups(400))).toBe(false);
    // A documented call is always there: its 404 is a missing record.
    expect(isEndpointMissing(failure(404, '{"message":"Not found"}'))).toBe(false);
    expect(isEndpointMissing(failure(501, ''))).toBe(false);
    expect(isEndpointMissing(new Error('404: x'))).toBe(false);
    expect(isEndpointMissing(undefined)).toBe(false);
  });

  it('isEndpointMissing: a 404 naming a record counts once the caller knows the record exists', () => {
    const group = () =>
      failure(404, '{"message":"Not found"}', 'Not Found', 'GET /api/groups/{id}');
    expect(isEndpointMissing(group())).toBe(false);
    expect(isEndpointMissing(group(), { recordExists: true })).toBe(true);
    // Learnt for the page's life: the next 404 of that route is the route's.
    expect(isEndpointMissing(group())).toBe(true);
    forgetMissingOperations();
    expect(isEndpointMissing(group())).toBe(false);
  });
});

describe('buildUrl', () => {
  it('appends the query in key order, dropping undefined, null and empty values', () => {
    expect(buildUrl('/api/posts')).toBe('/api/posts');
    expect(buildUrl('/api/posts', {})).toBe('/api/posts');
    expect(buildUrl('/api/posts', { filter: undefined, userId: null, q: '' })).toBe('/api/posts');
    expect(buildUrl('/api/posts', { filter: 'all', skip: undefined, userId: 3 })).toBe(
      '/api/posts?filter=all&userId=3',
    );
  });

  it('keeps 0 and false, and encodes values', () => {
    expect(buildUrl('/api/x', { offset: 0, builderWide: false })).toBe(
      '/api/x?offset=0&builderWide=false',
    );
    expect(buildUrl('/api/search', { q: '#water & power/cut' })).toBe(
      '/api/search?q=%23water+%26+power%2Fcut',
    );
  });
});

describe('apiRequest', () => {
  afterEach(() => waitForBackend(Promise.resolve()));

  it('sends no body and no content type without a body, credentials always', async () => {
    const request = await captureRequest(() => apiRequest('GET', '/api/x', { query: { a: 1 } }));
    expectWire(request, { method: 'GET', url: '/api/x?a=1' });
  });

  it('sends a JSON body with the JSON content type, DELETE included', async () => {
    const request = await captureRequest(() =>
      apiRequest('DELETE', '/api/likes', { body: { userId: 1, postId: 2 } }),
    );
    expectWire(request, { method: 'DELETE', url: '/api/likes', body: { userId: 1, postId: 2 } });
  });

  it('resolves with the parsed JSON, or undefined for an empty body', async () => {
    stubFetch(() => Response.json([{ id: 1 }], { status: 201 }));
    await expect(apiRequest('POST', '/api/x', { body: {} })).resolves.toEqual([{ id: 1 }]);
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/x')).resolves.toBeUndefined();
  });

  it('throws an ApiError in the documented error format on any non-2xx status', async () => {
    stubFetch(() => new Response('Not allowed', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
      message: '403: Not allowed',
      status: 403,
    });
    stubFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^404: Not Found$/);
    stubFetch(() => new Response('moved', { status: 302, statusText: 'Found' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^302: moved$/);
  });

  it('names the proposed operation on its failure, learning and unlearning a missing route', async () => {
    stubFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const missing = await apiRequest('GET', '/api/groups/12').catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, operation: 'GET /api/groups/{id}' });
    expect(isEndpointMissing(missing)).toBe(false);
    const documented = await apiRequest('GET', '/api/users/12').catch((error: unknown) => error);
    expect(documented).toMatchObject({ status: 404, operation: null });

    stubFetch(() => Response.json({ message: 'Not found' }, { status: 501 }));
    await apiRequest('GET', '/api/groups/12').catch(() => undefined);
    expect(isEndpointMissing(missing)).toBe(true);
    // A deploy adds the route: its next success is remembered too.
    stubFetch(() => Response.json({ id: 12 }));
    await apiRequest('GET', '/api/groups/12');
    expect(isEndpointMissing(missing)).toBe(false);
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    const request = await captureRequest(() =>
      apiRequest('GET', '/api/x', { signal: controller.signal }),
    );
    expect(request.signal).toBe(controller.signal);
  });

  it('waits for the mock backend to be ready, and not for one that failed to start', async () => {
    const requests = stubFetch();
    let ready!: () => void;
    waitForBackend(new Promise<void>((resolve) => (ready = resolve)));
    const pending = apiRequest('GET', '/api/x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    ready();
    await pending;
    expect(requests).toHaveLength(1);

    waitForBackend(Promise.reject(new Error('worker failed')));
    await apiRequest('GET', '/api/y');
    expect(requests.map((request) => request.url)).toEqual(['/api/x', '/api/y']);
  });
});

describe('throwIfNotOk', () => {
  it('lets a 2xx response through untouched', async () => {
    const response = Response.json({ ok: true });
    await throwIfNotOk(response);
    expect(response.bodyUsed).toBe(false);
  });
});
