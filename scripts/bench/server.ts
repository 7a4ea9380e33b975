// A static server for a built app: files as they are, index.html for every other path (SPA), text
// gzipped when the browser accepts it, as every static host in docs/deploy.md serves it (Lighthouse
// times the transfer: uncompressed JavaScript made its simulated slow 4G about 3x slower).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /**
   * HTTPS with HTTP/2, as those hosts serve (and a service worker needs HTTPS outside localhost).
   * Over HTTP/1.1 Lighthouse models six connections per origin, and the feed's first-screen scripts
   * queue behind each other, delaying its simulated largest paint
   * (docs/performance.md#http2-in-the-benchmark-server). The certificate is made for the run; the
   * browser must be started with --ignore-certificate-errors.
   */
  tls?: boolean;
  /**
   * A backend beside the files, for a build without the mock worker: it answers every request
   * under /api/ (without it, those get index.html as any other path).
   */
  api?: Backend;
}

/** A backend as a function of a fetch Request (the mock handlers in Node, stub-api.ts). */
export type Backend = (request: Request) => Promise<Response>;

type AnyRequest = IncomingMessage | Http2ServerRequest;
type AnyResponse = ServerResponse | Http2ServerResponse;

export function serve(dir: string, port: number, { tls = false, api }: ServeOptions = {}) {
  // Known once listening (port 0 takes a free one).
  let origin = '';
  const answer = (request: AnyRequest, response: AnyResponse) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (api && path.startsWith('/api/')) {
      // Whatever fails on the way (a request cut off, a header HTTP/2 refuses) fails this request,
      // not the whole benchmark.
      answerApi(api, origin, request, response).catch((error: Error) => {
        if (response.headersSent) response.destroy();
        else sendJson(response, 500, { message: error.message });
      });
      return;
    }
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dir, 'index.html');
    }
    const hashed = /\/assets\//.test(path);
    const gzip =
      COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    (gzip ? body.pipe(createGzip()) : body).pipe(response as NodeJS.WritableStream);
  };
  const server = tls
    ? createSecureServer({ ...runCertificate(), allowHTTP1: true }, answer)
    : createServer(answer);
  return new Promise<StaticServer>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      origin = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ url: origin, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

// Headers of one connection, which HTTP/2 refuses in a response.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function sendJson(response: AnyResponse, status: number, body: unknown) {
  (response as ServerResponse).writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Hands a request under /api/ to `api` as a fetch Request and sends back what it answers. */
async function answerApi(api: Backend, origin: string, request: AnyRequest, response: AnyResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2's pseudo-headers (:method, :path...) are no header names a Request takes; the
    // method and the URL carry what they say.
    if (name.startsWith(':') || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  let answered: Response;
  try {
    answered = await api(
      new Request(new URL(request.url ?? '/', origin), {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      }),
    );
  } catch (error) {
    sendJson(response, 500, { message: (error as Error).message });
    return;
  }
  const sent: Record<string, string | string[]> = {};
  answered.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) sent[name] = value;
  });
  // Each cookie a header line of its own: joined with commas, the browser would read one.
  const cookies = answered.headers.getSetCookie();
  if (cookies.length > 0) sent['set-cookie'] = cookies;
  const body = Buffer.from(await answered.arrayBuffer());
  (response as ServerResponse).writeHead(answered.status, sent);
  response.end(body);
}

/** A self-signed certificate for 127.0.0.1, made by openssl and valid for a day. */
function runCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'vc-bench-tls-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
    const subject = ['-subj', '/CN=127.0.0.1'];
    execFileSync('openssl', [...request, ...subject, '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
