// Bad input to every mutating call of the mock backend
// (docs/decisions.md#the-mock-backend-behaves-like-a-real-server): missing keys, wrong types,
// too-long text, unknown ids, acting for another user, duplicates and no session each get their
// status and a JSON `{ message }`, and the db is exactly as it was.
import { describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '../src/api/openapi';
import { operationsOf } from '../src/api/openapi/conformance';
import { samples } from '../src/testing/contract-samples';
import { captureRequest } from '../src/api/openapi/wire';
import { badCases, type ValidRequest } from '../src/testing/bad-input';
import { loginAs } from '../src/testing/session';
import { takeSnapshot } from './persist';
import { SEED } from './seed';

const writes = operationsOf(openApiDocument).filter(({ method }) => method !== 'get');
const me = SEED.demoUserId;

async function send({ method, url, body }: ValidRequest) {
  const response = await fetch(new URL(url, location.origin), {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

const models = () => JSON.stringify(takeSnapshot().models);

/** Sends a request that must be refused with `status` and a message, leaving the db untouched. */
async function expectRefused(request: ValidRequest, status: number, label: string) {
  const before = models();
  const { status: actual, text } = await send(request);
  expect(actual, `${label}: ${text}`).toBe(status);
  const parsed = JSON.parse(text) as { message?: unknown };
  expect(typeof parsed.message, label).toBe('string');
  expect(String(parsed.message).trim(), label).not.toBe('');
  expect(models() === before, `${label} changed the db`).toBe(true);
}

describe('bad input to every mutating call', () => {
  it('covers the mutating operations of the contract', () => {
    expect(writes.length).toBeGreaterThanOrEqual(25);
  });

  it.each(writes.map((located) => [located.operation.operationId, located] as const))(
    '%s refuses bad input and leaves the db unchanged',
    async (id, located) => {
      await loginAs(me);
      const sample = samples[id as keyof typeof samples];
      const wire = await captureRequest(sample.run);
      vi.restoreAllMocks();
      const valid: ValidRequest = {
        method: wire.method,
        url: wire.url,
        body: wire.body as ValidRequest['body'],
      };

      for (const bad of badCases(openApiDocument, located, valid, me, SEED.neighbourId)) {
        await expectRefused(bad.request, bad.status, bad.name);
      }

      const responses = Object.keys(located.operation.responses);
      // A repeated create is the duplicate; a repeated delete finds nothing (404), also refused.
      if (responses.includes('409')) {
        const first = await send(valid);
        expect(first.status, first.text).toBeLessThan(300);
        await expectRefused(valid, located.method === 'delete' ? 404 : 409, 'a duplicate');
      }

      const needsSession = JSON.stringify(located.operation.security) === '[{"cookieAuth":[]}]';
      if (needsSession) {
        await send({ method: 'POST', url: '/api/auth/logout', body: undefined });
        await expectRefused(valid, 401, 'signed out');
      }
    },
  );
});
