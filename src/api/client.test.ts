import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  dataOf,
  done,
  expectEarlyRead,
  getPath,
  isApiError,
  isEndpointMissing,
  isSessionEnded,
  querySearch,
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

describe('querySearch (the query string of every call)', () => {
  it('keeps the key order, dropping undefined, null and empty values', () => {
    expect(querySearch()).toBe('');
    expect(querySearch({})).toBe('');
    expect(querySearch({ filter: undefined, userId: null, q: '' })).toBe('');
    expect(querySearch({ filter: 'all', skip: undefined, userId: 3 })).toBe('filter=all&userId=3');
    expect(querySearch({ userId: 3, filter: 'all' })).toBe('userId=3&filter=all');
  });

  it('keeps 0 and false, and encodes values as a form', () => {
    expect(querySearch({ offset: 0, builderWide: false })).toBe('offset=0&builderWide=false');
    expect(querySearch({ q: '#water & power/cut' })).toBe('q=%23water+%26+power%2Fcut');
  });
});

describe('the typed client', () => {
  afterEach(() => waitForBackend(Promise.resolve()));

  it('sends no body and no content type without a body, credentials always', async () => {
    const get = await captureRequest(() =>
      dataOf(api.GET('/api/posts', { params: { query: { userId: 7, filter: 'all' } } })),
    );
    expectWire(get, { method: 'GET', url: '/api/posts?userId=7&filter=all' });
    // A POST without a body is no JSON either.
    const post = await captureRequest(() => dataOf(api.POST('/api/auth/demo-login')));
    expectWire(post, { method: 'POST', url: '/api/auth/demo-login' });
    expect(post.headers).toEqual({});
  });

  it('sends the query as querySearch writes it: empty values dropped, a space as "+"', async () => {
    const requests = stubFetch();
    await dataOf(
      api.GET('/api/posts', { params: { query: { filter: 'all', q: '', hashtag: 'a b&c' } } }),
    );
    await dataOf(api.GET('/api/search', { params: { query: { q: '#water & power/cut' } } }));
    expect(requests.map((request) => request.url)).toEqual([
      '/api/posts?filter=all&hashtag=a+b%26c',
      '/api/search?q=%23water+%26+power%2Fcut',
    ]);
  });

  it('sends a JSON body with the JSON content type and nothing else, DELETE included', async () => {
    const request = await captureRequest(() =>
      dataOf(api.DELETE('/api/likes', { body: { userId: 1, postId: 2 } })),
    );
    expectWire(request, { method: 'DELETE', url: '/api/likes', body: { userId: 1, postId: 2 } });
    expect(request).toMatchObject({
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      rawBody: '{"userId":1,"postId":2}',
    });
  });

  it('fills the path template and sends the URL as a same-origin path', async () => {
    const requests = stubFetch();
    await dataOf(
      api.POST('/api/groups/{id}/requests/{userId}/approve', {
        params: { path: { id: 4, userId: 9 } },
        body: { adminId: 1 },
      }),
    );
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /api/groups/4/requests/9/approve',
    ]);
  });

  it('resolves with the parsed JSON, or undefined for an empty body', async () => {
    stubFetch(() => Response.json([{ id: 1 }], { status: 201 }));
    await expect(dataOf(api.GET('/api/societies'))).resolves.toEqual([{ id: 1 }]);
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(dataOf(api.POST('/api/auth/logout'))).resolves.toBeUndefined();
    stubFetch(() => new Response('', { status: 200 }));
    await expect(dataOf(api.GET('/api/societies'))).resolves.toBeUndefined();
    stubFetch(() => new Response('<html></html>', { status: 200 }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toBeInstanceOf(SyntaxError);
  });

  it('throws an ApiError in the documented error format on any non-2xx status', async () => {
    stubFetch(() => Response.json({ message: 'Nope' }, { status: 409, statusText: 'Conflict' }));
    const conflict = await dataOf(api.POST('/api/likes', { body: { userId: 1, postId: 2 } })).catch(
      (error: unknown) => error,
    );
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({
      message: '409: {"message":"Nope"}',
      status: 409,
      body: '{"message":"Nope"}',
      serverMessage: 'Nope',
      operation: null,
    });
    // The body text as sent, not JSON parsed and written again.
    stubFetch(() => new Response('{ "message" : "Spaced" }', { status: 400 }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toThrow(
      /^400: \{ "message" : "Spaced" \}$/,
    );
    stubFetch(() => new Response('Not allowed', { status: 403, statusText: 'Forbidden' }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toMatchObject({
      message: '403: Not allowed',
      status: 403,
    });
    stubFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toThrow(/^404: Not Found$/);
    stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toThrow(/^503: Service Unavailable$/);
    stubFetch(() => new Response('moved', { status: 302, statusText: 'Found' }));
    await expect(dataOf(api.GET('/api/societies'))).rejects.toThrow(/^302: moved$/);
  });

  it("rejects with fetch's TypeError when there is no answer at all", async () => {
    const offline = new TypeError('Failed to fetch');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(offline);
    await expect(dataOf(api.GET('/api/societies'))).rejects.toBe(offline);
  });

  it('names the proposed operation on its failure, learning and unlearning a missing route', async () => {
    const getGroup = () =>
      dataOf(api.GET('/api/groups/{id}', { params: { path: { id: 12 } } })).catch(
        (error: unknown) => error,
      );
    stubFetch(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const missing = await getGroup();
    expect(missing).toMatchObject({ status: 404, operation: 'GET /api/groups/{id}' });
    expect(isEndpointMissing(missing)).toBe(false);
    const documented = await dataOf(
      api.GET('/api/users/{id}', { params: { path: { id: 12 } } }),
    ).catch((error: unknown) => error);
    expect(documented).toMatchObject({ status: 404, operation: null });
    // A literal segment is not a record: GET /api/groups/stats is its own operation.
    const stats = await dataOf(api.GET('/api/groups/stats')).catch((error: unknown) => error);
    expect(stats).toMatchObject({ operation: 'GET /api/groups/stats' });
    expect(isEndpointMissing(stats)).toBe(true);

    stubFetch(() => Response.json({ message: 'Not found' }, { status: 501 }));
    await getGroup();
    expect(isEndpointMissing(missing)).toBe(true);
    // A deploy adds the route: its next success is remembered too.
    stubFetch(() => Response.json({ id: 12 }));
    await getGroup();
    expect(isEndpointMissing(missing)).toBe(false);
  });

  it("passes the abort signal on, the caller's own", async () => {
    const controller = new AbortController();
    const request = await captureRequest(() =>
      dataOf(
        api.GET('/api/search', { params: { query: { q: 'tank' } }, signal: controller.signal }),
      ),
    );
    expect(request.signal).toBe(controller.signal);
  });

  it('waits for the mock backend to be ready, and not for one that failed to start', async () => {
    const requests = stubFetch();
    let ready!: () => void;
    waitForBackend(new Promise<void>((resolve) => (ready = resolve)));
    const pending = dataOf(api.GET('/api/societies'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    ready();
    await pending;
    expect(requests).toHaveLength(1);

    waitForBackend(Promise.reject(new Error('worker failed')));
    await dataOf(api.GET('/api/groups/stats'));
    expect(requests.map((request) => request.url)).toEqual(['/api/societies', '/api/groups/stats']);
  });
});

describe("index.html's early read of the feed", () => {
  afterEach(() => expectEarlyRead(null));
  const feedRead = () =>
    dataOf(api.GET('/api/posts', { params: { query: { filter: 'all', userId: 1 } } }));
  const EARLY = new URL('/api/posts?filter=all&userId=1', document.baseURI).href;

  it('is the first call’s answer when it is the same request: nothing more is sent for it', async () => {
    const requests = stubFetch();
    expectEarlyRead(EARLY);
    await feedRead();
    await feedRead();
    // In a browser the first of these is the preload's answer, handed over; the second a new read.
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/posts?filter=all&userId=1',
      'GET /api/posts?filter=all&userId=1',
    ]);
  });

  it('is taken and thrown away by any other first call, so no later read gets it', async () => {
    const requests = stubFetch();
    expectEarlyRead(EARLY);
    await dataOf(api.POST('/api/auth/demo-login'));
    await feedRead();
    expect(requests.map(({ method, url, credentials }) => [method, url, credentials])).toEqual([
      // The same request as the preload's, so the browser hands its answer here, not later.
      ['GET', EARLY, 'include'],
      ['POST', '/api/auth/demo-login', 'include'],
      ['GET', '/api/posts?filter=all&userId=1', 'include'],
    ]);
  });
});

describe('done (a call whose answer the app does not read)', () => {
  it('resolves with nothing once the call succeeded, and rejects as the call does', async () => {
    stubFetch(() => Response.json({ userId: 1, postId: 2 }, { status: 201 }));
    await expect(done(api.POST('/api/saved', { body: { userId: 1, postId: 2 } }))).resolves.toBe(
      undefined,
    );
    stubFetch(() => Response.json({ message: 'Nope' }, { status: 409 }));
    await expect(
      done(api.POST('/api/saved', { body: { userId: 1, postId: 2 } })),
    ).rejects.toMatchObject({ message: '409: {"message":"Nope"}', operation: 'POST /api/saved' });
  });
});

describe("getPath (the default query function's GET of a query key)", () => {
  it('sends the GET as the typed calls do, query in key order', async () => {
    const controller = new AbortController();
    const request = await captureRequest(() =>
      getPath('/api/users/5', { username: 'priya', skip: undefined, id: 2 }, controller.signal),
    );
    expectWire(request, { method: 'GET', url: '/api/users/5?username=priya&id=2' });
    expect(request.signal).toBe(controller.signal);
    stubFetch(() => new Response('gone', { status: 404, statusText: 'Not Found' }));
    await expect(getPath('/api/groups/3')).rejects.toMatchObject({
      message: '404: gone',
      operation: 'GET /api/groups/{id}',
    });
  });
});

describe('throwIfNotOk', () => {
  it('lets a 2xx response through untouched', async () => {
    const response = Response.json({ ok: true });
    await throwIfNotOk(response);
    expect(response.bodyUsed).toBe(false);
  });
});
