// The OpenAPI document, the request functions of src/api and the mock handlers agree: same
// operations, same methods and paths, and what the functions send and the mock answers fits the
// documented schemas. public/openapi.json is the freshly generated document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { openApiDocument, serializeOpenApi, serializeSchemas } from './openapi';
import { generatedTypes } from './openapi/generate-types';
import {
  asOurServerAnswers,
  ContractValidator,
  proposedSuccessStatuses,
  type LocatedOperation,
  matchOperations,
  operationsOf,
  undocumentedQuery,
} from './openapi/conformance';
import { requestModules, samples } from '../testing/contract-samples';
import { recordFetch } from './openapi/wire';

const validator = new ContractValidator(openApiDocument);
// The mock proposes every field and status it sends: it is held to all of them.
const mockValidator = new ContractValidator(asOurServerAnswers(openApiDocument));
const operations = operationsOf(openApiDocument);
const byId = new Map(operations.map((located) => [located.operation.operationId, located]));
const mockOperations = new Map(
  operationsOf(mockValidator.document).map((located) => [located.operation.operationId, located]),
);
/** The same operation in the document the mock is held to. */
const mockByLocation = (located: LocatedOperation) =>
  mockOperations.get(located.operation.operationId)!;
const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the document and the mock handlers', () => {
  it('have the same operations: every handler is documented under its key', () => {
    expect([...byId.keys()].sort()).toEqual(Object.keys(handlers).sort());
    expect(byId.size).toBe(operations.length);
  });

  it.each(Object.entries(handlers))(
    '%s: the handler serves the documented method and path',
    (id, handler) => {
      const located = byId.get(id);
      expect(located, `${id} is not in the document`).toBeDefined();
      expect(handler.info.method).toBe(located!.method.toUpperCase());
      expect(handler.info.path).toBe(toMswPath(located!.path));
    },
  );
});

describe('the request functions against the document and the mock', () => {
  it('every request function of src/api has a sample call, and every operation a sample', () => {
    // The query options and hooks beside the requests (…QueryOptions, use…) send nothing of
    // their own: they call the requests sampled here.
    const isQueryHelper = (name: string) => /QueryOptions$|^use[A-Z]/.test(name);
    const exported = Object.entries(requestModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([name, value]) => typeof value === 'function' && !isQueryHelper(name))
        .map(([name, fn]) => ({ name: `${file}.${name}`, fn })),
    );
    const sampled = new Set(Object.values(samples).map((sample) => sample.fn));
    expect(exported.filter(({ fn }) => !sampled.has(fn)).map(({ name }) => name)).toEqual([]);
    expect(sampled.size).toBe(exported.length);
    expect(Object.keys(samples).sort()).toEqual([...byId.keys()].sort());
  });

  it.each(Object.entries(samples))(
    '%s: sends a documented request and gets a documented answer',
    async (id, sample) => {
      await loginAs(SEED.demoUserId);
      const exchanges = recordFetch();
      await sample.run();
      expect(exchanges).toHaveLength(1);
      const [exchange] = exchanges;

      // It hits exactly one operation: the one of the same name as its handler.
      const matches = matchOperations(openApiDocument, exchange.method, exchange.url);
      expect(matches.map((match) => match.operation.operationId)).toEqual([id]);
      const [located] = matches;

      expect(exchange.credentials).toBe('include');
      expect(undocumentedQuery(located.operation, exchange.url)).toEqual([]);
      expect(validator.checkParameters(located, exchange.url)).toBeNull();
      expect(validator.checkRequestBody(located, exchange)).toBeNull();

      // The mock answers with the success status it proposes and every field of its shape; the
      // answer fits the tolerant document too.
      expect(proposedSuccessStatuses(located.operation)).toEqual([String(exchange.status)]);
      const strictlyLocated = mockByLocation(located);
      expect(
        mockValidator.checkResponse(strictlyLocated, exchange.status, exchange.responseBody),
      ).toBeNull();
      expect(validator.checkResponse(located, exchange.status, exchange.responseBody)).toBeNull();
    },
  );
});

describe('error statuses', () => {
  it.each(Object.entries(samples))(
    '%s: signed out, answers 401 exactly when the document requires the session cookie',
    async (id, sample) => {
      const located = byId.get(id)!;
      const exchanges = recordFetch();
      await sample.run().catch(() => undefined);
      const [exchange] = exchanges;
      const security = JSON.stringify(located.operation.security);
      const sessionOptional = security === '[{},{"cookieAuth":[]}]';
      if (security === '[{"cookieAuth":[]}]') expect(exchange.status).toBe(401);
      // Optional for production but listing 401 (stories): the mock asks for the session, as it
      // may; an optional session without a 401 is answered signed out.
      else if (sessionOptional && '401' in located.operation.responses)
        expect(exchange.status).toBe(401);
      else expect(exchange.status).toBeLessThan(300);
      expect(Object.keys(located.operation.responses)).toContain(String(exchange.status));
      expect(validator.checkResponse(located, exchange.status, exchange.responseBody)).toBeNull();
    },
  );

  const withBody = Object.entries(samples).filter(([id]) => byId.get(id)!.operation.requestBody);

  it.each(withBody)(
    '%s: answers a body that is not JSON with 415 and an empty one with 400',
    async (id, sample) => {
      const located = byId.get(id)!;
      await loginAs(SEED.demoUserId);
      const exchanges = recordFetch();
      await sample.run();
      const { method, url } = exchanges[0];
      const send = (body: string, type: string) =>
        fetch(url, { method, body, headers: { 'Content-Type': type }, credentials: 'include' });

      const sends = [
        { status: 415, response: await send('hello', 'text/plain') },
        { status: 400, response: await send('{}', 'application/json') },
      ];
      for (const { status, response } of sends) {
        expect(response.status).toBe(status);
        expect(validator.checkResponse(located, status, await response.json())).toBeNull();
      }
    },
  );
});

describe('the document', () => {
  it("is a tolerant reader's of production: proposed fields may be missing, more may come", async () => {
    await loginAs(SEED.demoUserId);
    const exchanges = recordFetch();
    await samples.getUser.run();
    const user = exchanges[0].responseBody as Record<string, unknown>;
    const getUser = byId.get('getUser')!;
    const { posts: _posts, ...withoutPosts } = user;
    const { followedByMe: _followed, postsCount: _count, ...documentedOnly } = user;
    expect(validator.checkResponse(getUser, 200, user)).toBeNull();
    expect(validator.checkResponse(getUser, 200, { ...documentedOnly, societyId: 1 })).toBeNull();
    expect(validator.checkResponse(getUser, 200, withoutPosts)).toMatch(/posts/);
    expect(validator.checkResponse(getUser, 200, { ...user, society: { id: 1 } })).not.toBeNull();
  });

  it('holds the mock to every field it proposes and no other', async () => {
    await loginAs(SEED.demoUserId);
    const exchanges = recordFetch();
    await samples.getUser.run();
    const user = exchanges[0].responseBody as Record<string, unknown>;
    const getUser = mockByLocation(byId.get('getUser')!);
    const { followedByMe: _followed, ...withoutFollowed } = user;
    expect(mockValidator.checkResponse(getUser, 200, user)).toBeNull();
    expect(mockValidator.checkResponse(getUser, 200, { ...user, secret: 1 })).toMatch(/additional/);
    expect(mockValidator.checkResponse(getUser, 200, withoutFollowed)).toMatch(/followedByMe/);
  });

  it('is what public/openapi.json holds (run `npm run openapi` after changing it)', () => {
    const file = readFileSync(join(process.cwd(), 'public', 'openapi.json'), 'utf8');
    expect(JSON.parse(file)).toEqual(JSON.parse(serializeOpenApi()));
  });

  it('gives the mock its schemas as they are (run `npm run openapi` after changing it)', () => {
    const file = join(process.cwd(), 'mocks', 'request-schemas.generated.json');
    expect(readFileSync(file, 'utf8')).toBe(serializeSchemas());
  });

  it('types src/api as openapi.generated.ts says (run `npm run openapi` after changing it)', async () => {
    const file = readFileSync(join(process.cwd(), 'src', 'api', 'openapi.generated.ts'), 'utf8');
    expect(file).toBe(await generatedTypes(openApiDocument));
  });
});
