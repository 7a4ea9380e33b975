// Builds what contract/openapi.yaml, the one source of the /api contract, is served and typed as:
// public/openapi.json (the demo serves it at /openapi.json), src/api/openapi.generated.ts (the
// entity and body types of src/api) and mocks/request-schemas.generated.json (the mock's body
// validation). Run with `npm run openapi` after editing the document;
// src/api/contract.test.ts fails while either is stale. Node 20 cannot run TypeScript, so the npm
// script loads this file through Vite's module runner.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument, serializeOpenApi, serializeSchemas } from '../src/api/openapi';
import { generatedTypes } from '../src/api/openapi/generate-types';

const json = fileURLToPath(new URL('../public/openapi.json', import.meta.url));
writeFileSync(json, serializeOpenApi(openApiDocument));
const schemas = fileURLToPath(new URL('../mocks/request-schemas.generated.json', import.meta.url));
writeFileSync(schemas, serializeSchemas(openApiDocument));
const types = fileURLToPath(new URL('../src/api/openapi.generated.ts', import.meta.url));
writeFileSync(types, await generatedTypes(openApiDocument));

const operations = Object.values(openApiDocument.paths).flatMap((item) => Object.values(item));
const proposed = operations.filter((operation) => operation['x-proposed']).length;
console.log(
  `Wrote ${json}, ${schemas} and ${types}: ${operations.length} operations (${operations.length - proposed} documented, ${proposed} proposed).`,
);
