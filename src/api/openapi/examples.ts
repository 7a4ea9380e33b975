// The examples of the served document: recorded from the seeded mock backend into
// contract/examples.json (src/api/contract-examples.test.ts), and set on each operation's request
// body and success response when public/openapi.json is written.
import { operationsOf } from './conformance';
import type { OpenApiDocument, ResponseObject } from './types';

export const EXAMPLES_FILE = 'contract/examples.json';

export interface OperationExample {
  request?: unknown;
  response: { status: number; body?: unknown };
}

/** Lists cut to their first two items: an example shows the shape, not the whole seed. */
export function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
}

export function withExamples(
  document: OpenApiDocument,
  examples: Record<string, OperationExample>,
): OpenApiDocument {
  const result = structuredClone(document);
  for (const { operation } of operationsOf(result)) {
    const example = examples[operation.operationId];
    if (!example) continue;
    const requestMedia = operation.requestBody?.content['application/json'];
    if (requestMedia && example.request !== undefined) requestMedia.example = example.request;
    const response = operation.responses[String(example.response.status)] as ResponseObject;
    const responseMedia = response?.content?.['application/json'];
    if (responseMedia && example.response.body !== undefined)
      responseMedia.example = example.response.body;
  }
  return result;
}
