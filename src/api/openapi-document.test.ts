// The OpenAPI document on its own: well formed, every reference resolves, every schema compiles
// (JSON Schema 2020-12, strict), and it says plainly which calls are documented
// (docs/product.md#documented-calls) and which are proposed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../mocks/http';
import { openApiDocument as doc } from './openapi';
import {
  ContractValidator,
  collectRefs,
  operationsOf,
  proposedSuccessStatuses,
  requestBodySchemaNames,
  resolvePointer,
} from './openapi/conformance';
import type { JsonSchema } from './openapi/types';
import { PROPOSED_OPERATIONS, proposedOperation } from './proposed-routes';

const operations = operationsOf(doc);
const validator = new ContractValidator(doc);
const requestBodies = requestBodySchemaNames(doc);

/** The documented calls, as docs/product.md#documented-calls lists them. */
const SPEC_7 = [
  'GET /api/users/{id}',
  'GET /api/posts',
  'POST /api/posts',
  'POST /api/likes',
  'DELETE /api/likes',
  'POST /api/reposts',
  'DELETE /api/reposts',
  'POST /api/reports',
  'GET /api/societies',
  'POST /api/auth/login',
  'POST /api/auth/demo-login',
  'POST /api/auth/register',
  'POST /api/follows',
  'DELETE /api/follows',
  'GET /api/stories/following/{userId}',
];

function subSchemas(schema: JsonSchema): JsonSchema[] {
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.oneOf ?? []),
  ];
  return [schema, ...children.flatMap(subSchemas)];
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with its info, servers and the cookie security scheme of the mock', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Vasundhara Connect API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes).toEqual({
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    });
  });

  it('resolves every $ref, and uses every component', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(100);
    const broken = refs.filter(({ ref }) => resolvePointer(doc, ref) === undefined);
    expect(broken).toEqual([]);
    const used = new Set(refs.map(({ ref }) => ref));
    const components = [
      ...Object.keys(doc.components.schemas).map((name) => `#/components/schemas/${name}`),
      ...Object.keys(doc.components.responses).map((name) => `#/components/responses/${name}`),
    ];
    expect(components.filter((ref) => !used.has(ref))).toEqual([]);
  });

  it('has component schemas that compile strictly; what production answers tolerates more', () => {
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(() => validator.schemaAt('components', 'schemas', name), name).not.toThrow();
      // A body the app sends allows no other key; an entity production answers with may carry
      // more (a tolerant reader), except the proposed ones, which only our mock answers.
      const strict = requestBodies.has(name) || schema['x-proposed'] === true;
      for (const part of subSchemas(schema)) {
        const types = [part.type ?? []].flat();
        if (types.includes('object'))
          expect(part.additionalProperties, name).toBe(strict ? false : undefined);
      }
      // A field production does not send yet is never required of it.
      if (!strict)
        for (const [field, property] of Object.entries(schema.properties ?? {}))
          if (property['x-proposed'])
            expect(schema.required, `${name}.${field}`).not.toContain(field);
    }
  });

  it('names each operation once, with a declared tag, a summary and its path parameters', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const { path, operation } of operations) {
      expect(operation.tags.length, operation.operationId).toBe(1);
      expect(tags.has(operation.tags[0]), operation.operationId).toBe(true);
      expect(operation.summary.length).toBeGreaterThan(0);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((param) => param.in === 'path')
        .map((param) => param.name)
        .sort();
      expect(declared, operation.operationId).toEqual(templated);
    }
    expect(new Set(operations.flatMap(({ operation }) => operation.tags))).toEqual(tags);
  });

  it('marks exactly the documented calls as documented, every other one as proposed', () => {
    const documented = operations
      .filter(({ operation }) => !operation['x-proposed'])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(documented.sort()).toEqual([...SPEC_7].sort());
    for (const { operation } of operations) {
      const proposed = operation['x-proposed'];
      expect(typeof proposed).toBe('boolean');
      expect(operation.description.startsWith('Proposed (not yet in production).')).toBe(proposed);
      expect(operation.description.includes('A documented call of the contract.')).toBe(!proposed);
    }
  });

  it("lists the proposed operations the app's client knows, no more and no fewer", () => {
    const proposed = operations
      .filter(({ operation }) => operation['x-proposed'])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...PROPOSED_OPERATIONS].sort()).toEqual(proposed.sort());
    // And the client recognises each from a real path, a documented call as none of them.
    for (const operation of PROPOSED_OPERATIONS) {
      const [method, template] = operation.split(' ');
      expect(proposedOperation(method, template.replace(/\{[^}]+\}/g, '7'))).toBe(operation);
    }
    for (const call of SPEC_7) {
      const [method, template] = call.split(' ');
      expect(proposedOperation(method, template.replace(/\{[^}]+\}/g, '7')), call).toBeNull();
    }
    expect(proposedOperation('GET', '/api/posts/stats?period=week')).toBe('GET /api/posts/stats');
  });

  it('gives each operation one success status and the errors that go with its access and body', () => {
    for (const { operation } of operations) {
      const statuses = Object.keys(operation.responses);
      // Besides it, a documented call whose answer the app never reads tolerates 200 and 204.
      expect(proposedSuccessStatuses(operation), operation.operationId).toHaveLength(1);
      for (const status of statuses.filter((code) => /^4\d\d$/.test(code))) {
        const response = operation.responses[status];
        expect('$ref' in response && response.$ref, operation.operationId).toMatch(
          /^#\/components\/responses\//,
        );
      }
      const needsSession = operation.security.length === 1 && 'cookieAuth' in operation.security[0];
      if (needsSession) expect(statuses).toContain('401');
      if (operation.requestBody) expect(statuses).toEqual(expect.arrayContaining(['400', '415']));
    }
    for (const response of Object.values(doc.components.responses)) {
      expect(response.content?.['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
  });

  it('is imported by no app code, so it stays out of the bundles', () => {
    const root = join(process.cwd(), 'src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      // The tests' own helpers (src/testing) read it too; no app code does.
      .filter((file) => !file.startsWith(join('api', 'openapi')) && !file.startsWith('testing'));
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter((file) =>
      /from\s+['"][^'"]*\/openapi(\/[^'"]*)?['"]/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(importers.map((file) => relative(root, join(root, file)))).toEqual([]);
  });
});
