import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:http2';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type Backend, type StaticServer } from './server.ts';

// The HTTPS server's certificate is made by openssl, as for the benchmark; CI installs it.
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

let dir: string;
let server: StaticServer | undefined;

/** Serves a folder with index.html and app.js on a free port, with `api` beside it. */
async function start(api?: Backend, tls = false) {
  dir = mkdtempSync(join(tmpdir(), 'vc-bench-server-'));
  writeFileSync(join(dir, 'index.html'), '<p>app</p>');
  writeFileSync(join(dir, 'app.js'), 'export {};');
  server = await serve(dir, 0, { api, tls });
  return server.url;
}

/** What the backend saw of each request. */
function recordingBackend() {
  const seen: Array<{ method: string; url: string; body: string; cookie: string | null }> = [];
  const api: Backend = async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: await request.text(),
      cookie: request.headers.get('cookie'),
    });
    const headers = new Headers({ 'Content-Type': 'application/json', 'Keep-Alive': 'timeout=5' });
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/');
    return new Response('{"id":7}', { status: 201, headers });
  };
  return { seen, api };
}

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('the bench server with a backend beside the files', () => {
  it('hands /api requests to the backend, body, method and cookies included', async () => {
    const { seen, api } = recordingBackend();
    const url = await start(api);

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

  it.skipIf(!hasOpenssl)('does the same over HTTP/2, as Lighthouse loads the page', async () => {
    const { seen, api } = recordingBackend();
    const url = await start(api, true);
    const session = connect(url, { rejectUnauthorized: false });
    try {
      const stream = session.request({
        ':method': 'POST',
        ':path': '/api/posts',
        'content-type': 'application/json',
        cookie: ['vc_session=t', 'lang=hi'],
      });
      stream.end('{"content":"Lift 2"}');
      const [headers, body] = await Promise.all([
        new Promise<Record<string, unknown>>((done) => stream.once('response', done)),
        (async () => {
          let text = '';
          for await (const chunk of stream) text += String(chunk);
          return text;
        })(),
      ]);
      expect(headers[':status']).toBe(201);
      expect(headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      // A connection's own header is not sent on HTTP/2, where it would fail the response.
      expect(headers['keep-alive']).toBeUndefined();
      expect(JSON.parse(body)).toEqual({ id: 7 });
      expect(seen).toEqual([
        {
          method: 'POST',
          url: `${url}/api/posts`,
          body: '{"content":"Lift 2"}',
          cookie: 'vc_session=t; lang=hi',
        },
      ]);
    } finally {
      session.close();
    }
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
