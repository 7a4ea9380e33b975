import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatchTo } from './dispatch';
import { handlers as contractEndpoints } from './handlers';

const named = (name: string) => () => HttpResponse.json({ name });

function endpoints(): HttpHandler[] {
  return [
    http.get('/api/posts/stats', named('stats')),
    http.get('/api/posts/:postId', ({ params }) => HttpResponse.json({ post: params.postId })),
    http.delete('/api/posts/:postId', named('delete')),
    http.post('/api/likes', async ({ request }) => HttpResponse.json(await request.json())),
    http.get('/api/files/*', named('wildcard')),
    http.get(/\/api\/legacy\/\d+$/, named('regexp')),
    http.get('https://elsewhere.example/api/posts', named('absolute')),
    http.get(({ request }) => new URL(request.url).pathname === '/api/chosen', named('predicate')),
  ];
}

async function answer(handlers: RequestHandler[], path: string, init?: RequestInit) {
  const response = await getResponse(handlers, new Request(new URL(path, location.origin), init));
  return response ? { status: response.status, body: await response.json() } : undefined;
}

describe('dispatchTo', () => {
  it('answers every request as msw does with the handlers listed one by one', async () => {
    const requests: [string, RequestInit?][] = [
      ['/api/posts/stats'],
      ['/api/posts/42'],
      ['/api/posts/42', { method: 'DELETE' }],
      ['/api/posts/42', { method: 'PATCH' }],
      ['/API/Posts/7/'],
      ['/api/posts/42?filter=all'],
      ['/api/posts/42/comments'],
      ['/api/likes', { method: 'POST', body: JSON.stringify({ postId: 3 }) }],
      ['/api/files/a/b.png'],
      ['/api/legacy/12'],
      ['https://elsewhere.example/api/posts'],
      ['/api/chosen'],
      ['/api/unknown'],
    ];
    for (const [path, init] of requests) {
      const plain = await answer(endpoints(), path, init);
      const dispatched = await answer([dispatchTo(endpoints())], path, init);
      expect({ path, init, answer: dispatched }).toEqual({ path, init, answer: plain });
    }
    // The cases above really reach different handlers, the first listed one winning.
    expect(await answer([dispatchTo(endpoints())], '/api/posts/stats')).toEqual({
      status: 200,
      body: { name: 'stats' },
    });
    expect(await answer([dispatchTo(endpoints())], '/api/posts/42')).toEqual({
      status: 200,
      body: { post: '42' },
    });
    expect(await answer([dispatchTo(endpoints())], '/api/unknown')).toBeUndefined();
  });

  it("reads a request's cookies only to answer it, and to ask the endpoints whose path is a predicate", async () => {
    // msw's parse of an endpoint reads the request's cookies (a cookie store look-up); matching
    // by method and URL needs none. A path that is a predicate is msw's to judge.
    async function parsedFor(path: string, init?: RequestInit) {
      const handlers = endpoints();
      const parses = handlers.map((handler) => vi.spyOn(handler, 'parse'));
      await answer([dispatchTo(handlers)], path, init);
      return handlers.flatMap(({ info: { method, path } }, index) =>
        Array<string>(parses[index].mock.calls.length).fill(
          typeof path === 'function' ? 'predicate' : `${String(method)} ${String(path)}`,
        ),
      );
    }
    expect(await parsedFor('/api/posts/42', { method: 'DELETE' })).toEqual([
      'DELETE /api/posts/:postId',
    ]);
    expect(await parsedFor('/api/files/a/b.png')).toEqual(['GET /api/files/*', 'predicate']);
    expect(await parsedFor('/api/legacy/12')).toEqual([
      String.raw`GET /\/api\/legacy\/\d+$/`,
      'predicate',
    ]);
    expect(await parsedFor('/api/unknown')).toEqual(['predicate']);
    // Asked to match, then parsed again to answer.
    expect(await parsedFor('/api/chosen')).toEqual(['predicate', 'predicate']);
  });

  it("matches the contract's endpoints without reading cookies: they are plain HttpHandlers", () => {
    const endpoints = Object.values(contractEndpoints);
    expect(endpoints.length).toBeGreaterThan(40);
    for (const endpoint of endpoints) {
      expect(Object.getPrototypeOf(endpoint)).toBe(HttpHandler.prototype);
      expect(typeof endpoint.info.path).toBe('string');
    }
  });

  it('matches no request that none of its endpoints matches, so msw applies its unhandled-request rule', async () => {
    // msw calls a request unhandled only when no handler matched it (run() gives null); a
    // handler that matched and answered nothing makes msw pass the request through silently.
    const run = (path: string, init?: RequestInit) =>
      dispatchTo(endpoints()).run({
        request: new Request(new URL(path, location.origin), init),
        requestId: path,
      });
    expect(await run('/api/unknown')).toBeNull();
    expect(await run('/api/posts/42', { method: 'PATCH' })).toBeNull();
    expect(await run('/assets/index.js')).toBeNull();
    expect(await run('/api/posts/42')).toMatchObject({ response: expect.any(Response) });
    expect(await run('/api/legacy/12')).toMatchObject({ response: expect.any(Response) });
  });

  it('passes a request that matched but was not answered through, as msw does', async () => {
    const silent = dispatchTo([http.get('/api/quiet', () => undefined)]);
    const result = await silent.run({
      request: new Request(new URL('/api/quiet', location.origin)),
      requestId: 'quiet',
    });
    expect(result).not.toBeNull();
    expect(result?.response).toBeUndefined();
  });

  it('leaves a handler with a predicate of its own to msw: a request it refuses is unhandled', async () => {
    class EventStream extends HttpHandler {
      override async predicate(args: Parameters<HttpHandler['predicate']>[0]) {
        const wantsEvents = args.request.headers.get('accept') === 'text/event-stream';
        return wantsEvents && (await super.predicate(args));
      }
    }
    const dispatcher = dispatchTo([new EventStream('GET', '/api/events', named('events'))]);
    const run = (headers: HeadersInit) =>
      dispatcher.run({
        request: new Request(new URL('/api/events', location.origin), { headers }),
        requestId: 'events',
      });
    expect(await run({ accept: 'application/json' })).toBeNull();
    expect(await run({ accept: 'text/event-stream' })).toMatchObject({
      response: expect.any(Response),
    });
  });

  it("resolves relative paths against the base URL msw gives, and hands its request's id on", async () => {
    const handler = http.get('/api/id', ({ requestId }) => HttpResponse.json({ requestId }));
    const request = new Request('https://other.example/api/id');
    const result = await dispatchTo([handler]).run({
      request,
      requestId: 'abc',
      resolutionContext: { baseUrl: 'https://other.example/' },
    });
    expect(await result?.response?.json()).toEqual({ requestId: 'abc' });
  });

  it('logs a request with the log of the endpoint that answered it', async () => {
    const handlers = endpoints();
    const logged = vi.spyOn(handlers[1], 'log').mockResolvedValue(undefined);
    const dispatcher = dispatchTo(handlers);
    const request = new Request(new URL('/api/posts/42', location.origin));
    const result = await dispatcher.run({ request, requestId: 'log' });
    dispatcher.log({ request, response: result!.response!, parsedResult: result!.parsedResult });
    expect(logged).toHaveBeenCalledWith({ request, response: result!.response });
  });

  it('leaves the request body to the endpoint that answers', async () => {
    const skipper = http.post('/api/likes', async ({ request }) => {
      await request.text();
      return undefined;
    });
    const handlers = [skipper, ...endpoints()];
    const response = await answer([dispatchTo(handlers)], '/api/likes', {
      method: 'POST',
      body: JSON.stringify({ postId: 9 }),
    });
    expect(response).toEqual({ status: 200, body: { postId: 9 } });
  });
});
