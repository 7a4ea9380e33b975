// The document's examples: one request and one answer for every operation, taken from the seeded
// mock backend (contract/examples.json, merged into public/openapi.json by `npm run openapi`).
// `npm run openapi:examples` records them again (this file with WRITE_EXAMPLES=1); otherwise it
// checks that every operation has its example and that each still fits the document.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { samples, type Sample } from '../testing/contract-samples';
import { loginAs } from '../testing/session';
import { openApiDocument } from './openapi';
import { ContractValidator, operationsOf } from './openapi/conformance';
import { EXAMPLES_FILE, shortened, type OperationExample } from './openapi/examples';
import { recordFetch } from './openapi/wire';

const file = join(process.cwd(), EXAMPLES_FILE);
const validator = new ContractValidator(openApiDocument);
const operations = operationsOf(openApiDocument);

/** One sample call's example, on the fresh seed every test starts from. */
async function record(sample: Sample): Promise<OperationExample> {
  await loginAs(SEED.demoUserId);
  const exchanges = recordFetch();
  await sample.run();
  const [{ body, status, responseBody }] = exchanges;
  return {
    ...(body === undefined ? {} : { request: shortened(body) }),
    response: { status, ...(responseBody === undefined ? {} : { body: shortened(responseBody) }) },
  };
}

describe('the examples of the document', () => {
  if (process.env.WRITE_EXAMPLES) {
    const recorded: Record<string, OperationExample> = {};
    it.each(Object.entries(samples))('%s: its example is recorded', async (id, sample) => {
      recorded[id] = await record(sample);
    });
    afterAll(() => {
      const sorted = Object.fromEntries(
        Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)),
      );
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    });
    return;
  }

  const examples = JSON.parse(readFileSync(file, 'utf8')) as Record<string, OperationExample>;

  it('cover every operation, and nothing else', () => {
    const ids = operations.map(({ operation }) => operation.operationId).sort();
    expect(Object.keys(examples).sort()).toEqual(ids);
  });

  it.each(operations.map((located) => [located.operation.operationId, located] as const))(
    '%s: its example request and answer fit the document',
    (id, located) => {
      const { request, response } = examples[id];
      if (located.operation.requestBody) {
        expect(request, `${id} needs a request example`).toBeDefined();
        expect(
          validator.checkRequestBody(located, {
            method: located.method.toUpperCase(),
            url: located.path,
            headers: { 'content-type': 'application/json' },
            credentials: 'include',
            signal: undefined,
            rawBody: JSON.stringify(request),
            body: request,
          }),
        ).toBeNull();
      } else expect(request).toBeUndefined();
      expect(response.status).toBeLessThan(300);
      expect(validator.checkResponse(located, response.status, response.body)).toBeNull();
    },
  );
});
