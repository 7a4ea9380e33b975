// The /api contract for frontend developers: contract/openapi.yaml, an OpenAPI 3.1 document written
// and reviewed by hand, is the one source. `npm run openapi` writes public/openapi.json (served by
// the demo at /openapi.json) and the TypeScript types of src/api/openapi.generated.ts from it. Only
// that script and the tests import this module: app code must not, so neither the document nor the
// YAML parser reaches a bundle. Beside it, wire.ts, conformance.ts and operation-ids.ts serve the
// tests and the mock.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { EXAMPLES_FILE, withExamples, type OperationExample } from './examples';
import type { OpenApiDocument } from './types';

export type { OpenApiDocument } from './types';

/** Where the document is: contract/openapi.yaml at the root of the repository. */
// (A path, not a URL: the unit tests' jsdom replaces URL, and it does not resolve file URLs.)
const CONTRACT_SOURCE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../contract/openapi.yaml',
);

const EXAMPLES = resolve(dirname(CONTRACT_SOURCE), '..', EXAMPLES_FILE);

export const openApiDocument = parse(readFileSync(CONTRACT_SOURCE, 'utf8')) as OpenApiDocument;

/** The text of public/openapi.json: the document with its examples (examples.ts). */
export const serializeOpenApi = (document: OpenApiDocument = openApiDocument): string => {
  const examples = JSON.parse(readFileSync(EXAMPLES, 'utf8')) as Record<string, OperationExample>;
  return `${JSON.stringify(withExamples(document, examples), null, 2)}\n`;
};

/**
 * The text of mocks/request-schemas.generated.json: the document's component schemas, which the
 * mock backend validates request bodies with (a module may not import from public/).
 */
export const serializeSchemas = (document: OpenApiDocument = openApiDocument): string =>
  `${JSON.stringify({ components: { schemas: document.components.schemas } }, null, 2)}\n`;
