// A backend exactly as poor as production: the documented calls of the contract and nothing more,
// for the real-backend build (VITE_API_MOCKING=off) in Playwright and by hand (README "Real
// backend"). Every other route answers 404 with `{ "message": "Not found" }`, as an Express app
// whose error handler follows the contract's error rule would. Written apart from mocks/ on
// purpose: it must not inherit the mock backend's extras.
// Under /__contract/ (never called by the app) tests reset the world, inject failures and read
// what the app sent.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HttpError, type Body } from './checks.ts';
import { API_ROUTES, type ApiResult } from './routes.ts';
import { World } from './world.ts';

/** The cookie the contract names (components.securitySchemes.cookieAuth). */
export const SESSION_COOKIE = 'vc_session';
// Express's json() limit: a larger body is refused, not buffered.
const BODY_LIMIT = 100 * 1024;

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  contentType: string | null;
  bodyKeys: string[] | null;
  hasSession: boolean;
}

export interface Fault {
  method: string;
  path: string;
  /** Query parameters the request must carry too (two reads of one path told apart). */
  query?: Record<string, string>;
  status: number;
  times: number;
}

export interface ContractServerOptions {
  /** No line per /api request on stdout. */
  quiet?: boolean;
}

interface Reply extends ApiResult {
  cookie?: string;
}

const NOT_FOUND: Reply = { status: 404, body: { message: 'Not found' } };
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body's bytes, or null when it is over the limit. */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > BODY_LIMIT ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function parseJson(raw: Buffer | null): { value: unknown } | null {
  if (!raw || raw.length === 0) return null;
  try {
    return { value: JSON.parse(raw.toString('utf8')) };
  } catch {
    return null;
  }
}

function jsonBody(contentType: string | null, raw: Buffer | null): Body {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ''))
    throw new HttpError(415, 'Content-Type must be application/json');
  if (raw === null) throw new HttpError(413, 'Request body is too large');
  const parsed = parseJson(raw);
  if (!parsed) throw new HttpError(400, 'Request body is not valid JSON');
  if (!isObject(parsed.value)) throw new HttpError(400, 'Request body must be a JSON object');
  return parsed.value;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function parseFault(raw: Buffer | null): Fault {
  const parsed = parseJson(raw);
  const fault = parsed && isObject(parsed.value) ? parsed.value : {};
  const { method, path, query = {}, status, times = 1 } = fault;
  if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('/'))
    throw new HttpError(400, 'A fault needs a method and a path (a pathname such as /api/posts)');
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
    throw new HttpError(400, 'status must be a whole number from 400 to 599');
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    throw new HttpError(400, 'times must be a positive whole number');
  if (!isObject(query) || !Object.values(query).every((value) => typeof value === 'string'))
    throw new HttpError(400, 'query must map parameter names to their text');
  return {
    method: method.toUpperCase(),
    path,
    query: query as Record<string, string>,
    status,
    times,
  };
}

/** What the error handler of an Express app following the contract would send. */
function replyFor(run: () => Reply): Reply {
  try {
    return run();
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.status, body: { message: error.message } };
    console.error(error);
    return { status: 500, body: { message: 'Server error' } };
  }
}

function send(response: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = reply.cookie ? { 'Set-Cookie': reply.cookie } : {};
  if (reply.body === undefined) {
    response.writeHead(reply.status, headers).end();
    return;
  }
  const json = JSON.stringify(reply.body);
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = String(Buffer.byteLength(json));
  response.writeHead(reply.status, headers).end(json);
}

export function createContractServer(options: ContractServerOptions = {}): Server {
  let world = new World();
  const sessions = new Map<string, number>();
  let faults: Fault[] = [];
  let log: LoggedRequest[] = [];

  function takeFault(method: string, url: URL): Fault | undefined {
    const fault = faults.find(
      (candidate) =>
        candidate.method === method &&
        candidate.path === url.pathname &&
        Object.entries(candidate.query ?? {}).every(
          ([name, value]) => url.searchParams.get(name) === value,
        ),
    );
    if (fault && --fault.times === 0) faults = faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  function answerControl(method: string, path: string, raw: Buffer | null): Reply {
    const call = `${method} ${path.slice('/__contract'.length)}`;
    if (call === 'GET /health') return { status: 200, body: { ok: true } };
    if (call === 'GET /log') return { status: 200, body: log };
    if (call === 'POST /reset') {
      world = new World();
      sessions.clear();
      faults = [];
      log = [];
      return { status: 200, body: { ok: true } };
    }
    if (call !== 'POST /faults') return NOT_FOUND;
    const fault = parseFault(raw);
    faults.push(fault);
    return { status: 201, body: fault };
  }

  function answerApi(
    request: IncomingMessage,
    url: URL,
    raw: Buffer | null,
    userId: number | null,
  ): Reply {
    const method = request.method ?? 'GET';
    const fault = takeFault(method, url);
    if (fault) return { status: fault.status, body: { message: 'Injected failure' } };
    for (const route of API_ROUTES) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const contentType = request.headers['content-type'] ?? null;
      const body = route.takesBody ? jsonBody(contentType, raw) : {};
      const result = route.handle({
        world,
        params: match.slice(1),
        query: url.searchParams,
        body,
        sessionUserId: userId,
      });
      if (result.signInUserId === undefined) return result;
      // Opaque and unguessable, as a production session id; the server keeps what it means.
      const token = randomBytes(24).toString('base64url');
      sessions.set(token, result.signInUserId);
      return { ...result, cookie: `${SESSION_COOKIE}=${token}; HttpOnly; Path=/; SameSite=Lax` };
    }
    return NOT_FOUND;
  }

  function answer(request: IncomingMessage, raw: Buffer | null): Reply {
    const url = new URL(request.url ?? '/', 'http://contract-server');
    const method = request.method ?? 'GET';
    // Control calls stay out of the log: Playwright's health polling would drown the app's calls.
    if (url.pathname.startsWith('/__contract/'))
      return replyFor(() => answerControl(method, url.pathname, raw));
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    const userId = (token !== null && sessions.get(token)) || null;
    const reply = replyFor(() => answerApi(request, url, raw, userId));
    const parsed = parseJson(raw);
    log.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: reply.status,
      contentType: request.headers['content-type'] ?? null,
      bodyKeys: parsed && isObject(parsed.value) ? Object.keys(parsed.value) : null,
      hasSession: userId !== null,
    });
    if (!options.quiet && /^\/api(\/|$)/.test(url.pathname))
      console.log(`${method} ${url.pathname} ${reply.status}`);
    return reply;
  }

  return createServer((request, response) => {
    readBody(request)
      .then((raw) => send(response, answer(request, raw)))
      // The request stream failed (the client went away): nobody is left to answer.
      .catch((error: unknown) => console.error(error));
  });
}
