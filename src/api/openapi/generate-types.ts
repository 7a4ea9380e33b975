// The TypeScript types of the contract, made from contract/openapi.yaml by openapi-typescript:
// src/api/openapi.generated.ts, written by `npm run openapi` and checked fresh by
// src/api/contract.test.ts. Never edit that file by hand.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './types';

const HEADER = `// Generated from contract/openapi.yaml by \`npm run openapi\` (openapi-typescript): do not edit.\n`;

export async function generatedTypes(document: OpenApiDocument): Promise<string> {
  // openapi-typescript reads the object it is given; a copy keeps the caller's document as it was.
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
