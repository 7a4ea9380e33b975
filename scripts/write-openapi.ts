// Writes the contract (src/api/openapi) to public/openapi.json, which the demo serves at
// /openapi.json. Run with `npm run openapi`; src/api/contract.test.ts fails while the file is stale.
// Node 20 cannot run TypeScript, so the npm script loads this file through Vite's module runner.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument, serializeOpenApi } from '../src/api/openapi';

const target = fileURLToPath(new URL('../public/openapi.json', import.meta.url));
writeFileSync(target, serializeOpenApi(openApiDocument));

const operations = Object.values(openApiDocument.paths).flatMap((item) => Object.values(item));
const proposed = operations.filter((operation) => operation['x-proposed']).length;
console.log(
  `Wrote ${target}: ${operations.length} operations (${operations.length - proposed} documented, ${proposed} proposed).`,
);
