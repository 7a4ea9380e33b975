// The document tells the truth about production: every documented call, answered by the contract
// server (a backend with the documented calls only, written apart from the mock), fits the
// document: its status is one the operation lists, and its body the schema of that status. Each
// documented operation is called for its success and for the failures a resident can cause.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/openapi';
import {
  ContractValidator,
  matchOperations,
  operationsOf,
} from '../../src/api/openapi/conformance';
import { DEMO_EMAIL, DEMO_PASSWORD, RESIDENT_PASSWORD } from './seed.ts';
import { createContractServer } from './server.ts';

const NEIGHBOUR_EMAIL = 'priya_sharma@vasundhara.example';
const validator = new ContractValidator(openApiDocument);
const documented = operationsOf(openApiDocument).filter(
  ({ operation }) => !operation['x-proposed'],
);

let server: Server;
let base: string;
beforeAll(async () => {
  server = createContractServer({ quiet: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

interface Answer {
  operationId: string;
  status: number;
  body: unknown;
  cookie: string | null;
}
const answers: Answer[] = [];

async function call(
  method: string,
  path: string,
  { body, session }: { body?: unknown; session?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session) headers.Cookie = session;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const [located] = matchOperations(openApiDocument, method, path);
  expect(located, `${method} ${path} is not in the document`).toBeDefined();
  const answer = {
    operationId: located.operation.operationId,
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
  };
  answers.push(answer);
  const problem = located.operation.responses[String(response.status)]
    ? validator.checkResponse(located, response.status, answer.body)
    : `${response.status} is not a status the document lists`;
  expect(problem, `${method} ${path} answered ${response.status}`).toBeNull();
  return answer;
}

const signIn = async (email: string, password: string) => {
  const answer = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return { session: answer.cookie!, id: (answer.body as { id: number }).id };
};

describe('the contract server against the document', () => {
  it('answers every documented call as the document says, successes and failures', async () => {
    // Signing in and registering.
    await call('POST', '/api/auth/login', {
      body: { email: DEMO_EMAIL, password: 'wrong-password' },
    });
    await call('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    const demo = await call('POST', '/api/auth/demo-login');
    expect(demo.status).toBe(200);
    const me = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const registered = await call('POST', '/api/auth/register', {
      body: {
        email: 'new.resident@vasundhara.example',
        password: 'secret12',
        username: 'new_resident',
        fullName: 'New Resident',
        bio: 'Moved in last week.',
        societyId: 1,
        flatNumber: 'B-101',
        yearsLiving: 1,
      },
    });
    expect(registered.status).toBe(201);
    await call('POST', '/api/auth/register', {
      body: { email: 'x@y.z', password: 'secret12', username: 'a', fullName: 'A' },
    });

    // The feed, a new post, likes and reposts.
    for (const filter of ['all', 'my-society', 'following', 'trending'])
      await call('GET', `/api/posts?filter=${filter}&userId=${me.id}`);
    await call('GET', '/api/posts');
    await call('GET', '/api/posts?filter=following');
    const created = await call('POST', '/api/posts', {
      body: { content: 'The lift in B block is stuck again', authorId: me.id },
      session: me.session,
    });
    expect(created.status).toBe(201);
    await call('POST', '/api/posts', {
      body: { content: ' ', authorId: me.id },
      session: me.session,
    });
    await call('POST', '/api/posts', { body: { content: 'Hello', authorId: me.id } });
    await call('POST', '/api/posts', {
      body: { content: 'Hello', authorId: 2 },
      session: me.session,
    });
    const postId = (created.body as { id: number }).id;
    for (const path of ['/api/likes', '/api/reposts']) {
      const mark = { userId: me.id, postId };
      expect((await call('POST', path, { body: mark, session: me.session })).status).toBe(201);
      expect((await call('POST', path, { body: mark, session: me.session })).status).toBe(409);
      await call('DELETE', path, { body: mark, session: me.session });
      expect((await call('DELETE', path, { body: mark, session: me.session })).status).toBe(404);
      await call('POST', path, { body: mark });
    }

    // Reports, societies, profiles.
    const report = { reason: 'spam', description: 'Selling flats', postId, reporterId: me.id };
    expect((await call('POST', '/api/reports', { body: report, session: me.session })).status).toBe(
      201,
    );
    await call('POST', '/api/reports', {
      body: { reason: 'boredom', reporterId: me.id, postId },
      session: me.session,
    });
    await call('GET', '/api/societies');
    await call('GET', `/api/users/${me.id}`, { session: me.session });
    await call('GET', '/api/users/2');
    await call('GET', '/api/users/99999');

    // Following and stories.
    const follow = { followerId: me.id, followingId: 3 };
    await call('DELETE', '/api/follows', { body: follow, session: me.session });
    expect((await call('POST', '/api/follows', { body: follow, session: me.session })).status).toBe(
      201,
    );
    await call('POST', '/api/follows', { body: follow, session: me.session });
    await call('POST', '/api/follows', {
      body: { followerId: me.id, followingId: me.id },
      session: me.session,
    });
    await call('DELETE', '/api/follows', { body: follow, session: me.session });
    await call('GET', `/api/stories/following/${me.id}`, { session: me.session });
    await call('GET', `/api/stories/following/${me.id}`);
    const neighbour = await signIn(NEIGHBOUR_EMAIL, RESIDENT_PASSWORD);
    await call('GET', `/api/stories/following/${me.id}`, { session: neighbour.session });

    // Every documented operation was called, and answered at least once with a 2xx.
    const succeeded = new Set(
      answers.filter(({ status }) => status < 300).map(({ operationId }) => operationId),
    );
    expect([...succeeded].sort()).toEqual(
      documented.map(({ operation }) => operation.operationId).sort(),
    );
  });
});
