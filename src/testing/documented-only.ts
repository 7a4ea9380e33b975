// The mock backend made as poor as production: only the documented calls answer, and they answer
// as production does. Every proposed operation gets the 404 an unknown route gets from a real
// server (with the contract's JSON `{ message }`); documented calls lose their proposed query keys
// (paging and narrowing ignored) and their responses their proposed fields (no likedByMe, no
// followedByMe, no postsCount...). Read from the contract document, so nothing here is retyped.
import { getResponse, http, HttpResponse, type JsonBodyType } from 'msw';
import { handlerList } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { openApiDocument } from '../api/openapi';
import {
  matchOperations,
  proposedSuccessStatuses,
  resolveSchema,
} from '../api/openapi/conformance';
import type { JsonSchema, OperationObject, ResponseObject } from '../api/openapi/types';

const resolve = (schema: JsonSchema) => resolveSchema(openApiDocument, schema);

/** The value with every property the schema marks proposed left out, at any depth. */
function withoutProposed(value: unknown, schema: JsonSchema | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  const resolved = resolve(schema);
  if (Array.isArray(value)) return value.map((item) => withoutProposed(item, resolved.items));
  const variants = [resolved, ...(resolved.oneOf ?? []).map(resolve)];
  const properties: Record<string, JsonSchema> = Object.assign(
    {},
    ...variants.map((variant) => variant.properties ?? {}),
  );
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !properties[key]?.['x-proposed'])
      .map(([key, item]) => [key, withoutProposed(item, properties[key])]),
  );
}

function successSchema(operation: OperationObject): JsonSchema | undefined {
  // The status the mock answers, not one only tolerated from production.
  const [status] = proposedSuccessStatuses(operation);
  const response = operation.responses[status] as ResponseObject;
  return response.content?.['application/json']?.schema;
}

/** A GET without the query keys the operation marks proposed (the only calls that take any). */
function withoutProposedQuery(request: Request, operation: OperationObject): Request {
  if (request.method !== 'GET') return request;
  const url = new URL(request.url);
  for (const param of operation.parameters ?? []) {
    if (param.in === 'query' && param['x-proposed']) url.searchParams.delete(param.name);
  }
  return new Request(url, { headers: request.headers });
}

/** From now on in this test, the mock backend answers as a production server would. */
export function useDocumentedOnlyBackend(): { proposedCalls: string[] } {
  const proposedCalls: string[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const [located] = matchOperations(openApiDocument, request.method, request.url);
      const call = `${request.method} ${new URL(request.url).pathname}`;
      if (!located || located.operation['x-proposed']) {
        proposedCalls.push(call);
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }
      const forwarded = withoutProposedQuery(request, located.operation);
      const response = await getResponse(handlerList, forwarded);
      if (!response?.ok || !response.headers.get('Content-Type')?.includes('json')) return response;
      const body = withoutProposed(await response.json(), successSchema(located.operation));
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return HttpResponse.json(body as JsonBodyType, { status: response.status, headers });
    }),
  );
  return { proposedCalls };
}
