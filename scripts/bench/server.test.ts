import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type StaticServer } from './server.ts';

// A port per test: the client keeps its connections, which a server closed and started again on
// the same port would not answer.
let port = 4490;
let dir: string;
let server: StaticServer | undefined;

async function start(api?: (request: Request) => Promise<Response>) {
  dir = mkdtempSync(join(tmpdir(), 'vc-bench-server-'));
  writeFileSync(join(dir, 'index.html'), '<p>app</p>');
  writeFileSync(join(dir, 'app.js'), 'export {};');
  port += 1;
  server = await serve(dir, port, { api });
  return server.url;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('the bench server with a backend beside the files', () => {
  it('hands /api requests to the backend, body, method and cookies included', async () => {
    const seen: Array<{ method: string; url: string; body: string; cookie: string | null }> = [];
    const url = await start(async (request) => {
      seen.push({
        method: request.method,
        url: request.url,
        body: await request.text(),
        cookie: request.headers.get('cookie'),
      });
      const headers = new Headers({ 'Content-Type': 'application/json' });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return new Response('{"id":7}', { status: 201, headers });
    });

    const response = await fetch(`${url}/api/posts?limit=2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: 'vc_session=t' },
      body: '{"content":"Lift 2"}',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    // Two cookies stay two: joined into one header line, the browser would set only the first.
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({ id: 7 });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: `${url}/api/posts?limit=2`,
        body: '{"content":"Lift 2"}',
        cookie: 'vc_session=t',
      },
    ]);
  });

  it('answers 500 with a JSON message when the backend throws', async () => {
    const url = await start(() => Promise.reject(new Error('handler broke')));
    const response = await fetch(`${url}/api/posts`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'handler broke' });
  });

  it('still serves the files, and index.html for any other path', async () => {
    const url = await start(() => Promise.reject(new Error('not for files')));
    expect(await (await fetch(`${url}/app.js`)).text()).toBe('export {};');
    expect(await (await fetch(`${url}/home`)).text()).toBe('<p>app</p>');
  });

  it('without a backend, gives /api paths index.html as before', async () => {
    const url = await start();
    expect(await (await fetch(`${url}/api/posts`)).text()).toBe('<p>app</p>');
  });
});
