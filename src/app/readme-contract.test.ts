// The README's table of documented and proposed calls is written by hand from the contract: this
// keeps it in step with contract/openapi.yaml, the source of public/openapi.json.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../api/openapi';

const VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function contractRows(): string[] {
  return Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
    VERBS.flatMap((verb) => {
      const operation = item[verb];
      if (!operation) return [];
      const status = operation['x-proposed'] === true ? 'proposed' : 'documented';
      return [`${verb.toUpperCase()} ${path} ${operation.operationId} ${status}`];
    }),
  );
}

function readmeRows(): string[] {
  const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8');
  return [
    ...readme.matchAll(/^\| `(\w+ \/api\S*)` +\| `(\w+)` +\| (documented|proposed) +\|$/gm),
  ].map(([, call, id, status]) => `${call} ${id} ${status}`);
}

describe('the README lists every call of the contract', () => {
  it('with its operationId and whether it is documented or proposed', () => {
    const rows = contractRows();
    expect(rows.length).toBeGreaterThan(40);
    expect([...readmeRows()].sort()).toEqual([...rows].sort());
  });
});
