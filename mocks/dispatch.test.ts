import { getResponse, http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { dispatchTo } from './dispatch';

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

  it('parses only the endpoint that answers, once: its cookies are read once', async () => {
    // msw's parse of an endpoint reads the request's cookies (a cookie store look-up); matching
    // the others by method and URL needs none. A path that is a predicate is msw's to judge.
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
