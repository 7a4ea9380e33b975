// Test helpers (src/api/*.test.ts only): find the operation a request hits and validate bodies
// against the document with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { WireRequest } from './wire';
import {
  HTTP_VERBS,
  type OpenApiDocument,
  type OperationObject,
  type JsonSchema,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
} from './types';

export interface LocatedOperation {
  path: string;
  method: (typeof HTTP_VERBS)[number];
  operation: OperationObject;
}

export function operationsOf(document: OpenApiDocument): LocatedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_VERBS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

const pathParameter = (operation: OperationObject, name: string) =>
  operation.parameters?.find((param) => param.in === 'path' && param.name === name);

/** A path template as a RegExp; an integer parameter matches digits only, as a server routes it. */
function templateRegExp({ path, operation }: LocatedOperation): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      return pathParameter(operation, name)?.schema.type === 'integer' ? '(\\d+)' : '([^/]+)';
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Every operation whose method and path template match a request. */
export function matchOperations(document: OpenApiDocument, method: string, url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  return operationsOf(document).filter(
    (located) => located.method === method.toLowerCase() && templateRegExp(located).test(pathname),
  );
}

/** The query parameters of a request that the operation does not document. */
export function undocumentedQuery(operation: OperationObject, url: string): string[] {
  const documented = new Set(
    (operation.parameters ?? []).filter((param) => param.in === 'query').map((param) => param.name),
  );
  const sent = [...new URL(url, 'http://localhost').searchParams.keys()];
  return sent.filter((name) => !documented.has(name));
}

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const DOCUMENT_ID = 'openapi.json';
const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export class ContractValidator {
  private readonly ajv: Ajv2020;
  readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv = new Ajv2020({ strict: true, allErrors: true });
    // The document's own keys, and this contract's extension, are not JSON Schema keywords.
    this.ajv.addVocabulary([
      'x-proposed',
      'x-tolerated',
      'x-error-message',
      'example',
      ...Object.keys(document),
    ]);
    this.ajv.addFormat('date-time', ISO_DATE_TIME);
    this.ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  /** The compiled schema at a JSON pointer of the document (parts unescaped). */
  schemaAt(...parts: string[]): ValidateFunction {
    const pointer = parts.map(escapePointer).join('/');
    const validate = this.ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
    if (!validate) throw new Error(`No schema at #/${pointer}`);
    return validate;
  }

  /** The pointer parts of a response's JSON schema, following a $ref to components/responses. */
  private responseParts({ path, method, operation }: LocatedOperation, status: number) {
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${operation.operationId} does not document ${status}`);
    if ('$ref' in response) {
      const name = response.$ref.replace('#/components/responses/', '');
      return ['components', 'responses', name, 'content', 'application/json', 'schema'];
    }
    if (!response.content) return null;
    return [
      'paths',
      path,
      method,
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    ];
  }

  /** null when valid, else Ajv's errors as text. */
  checkResponse(located: LocatedOperation, status: number, body: unknown): string | null {
    const parts = this.responseParts(located, status);
    if (!parts) return body === undefined ? null : `${status} documents no body, but one came`;
    if (body === undefined) {
      // The empty schema is "any JSON, or none": what a call whose answer the app never reads gets.
      const schema = resolvePointer(this.document, `#/${parts.map(escapePointer).join('/')}`);
      const anything = typeof schema === 'object' && schema !== null && !Object.keys(schema).length;
      return anything ? null : `${status} documents a JSON body, but none came`;
    }
    return this.errorsOf(this.schemaAt(...parts), body);
  }

  checkRequestBody({ path, method, operation }: LocatedOperation, request: WireRequest) {
    if (!operation.requestBody) {
      return request.rawBody === undefined ? null : 'a body was sent, but none is documented';
    }
    if (request.headers['content-type'] !== 'application/json') return 'not sent as JSON';
    const parts = ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'];
    return this.errorsOf(this.schemaAt(...parts), request.body);
  }

  /** Path and query values against their parameter schemas. */
  checkParameters(located: LocatedOperation, url: string): string | null {
    const { path, method, operation } = located;
    const parsed = new URL(url, 'http://localhost');
    const values = templateRegExp(located).exec(parsed.pathname)?.slice(1) ?? [];
    const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const problems: string[] = [];
    (operation.parameters ?? []).forEach((param, index) => {
      const raw =
        param.in === 'path'
          ? (values[pathNames.indexOf(param.name)] ?? null)
          : parsed.searchParams.get(param.name);
      if (raw === null) {
        if (param.required) problems.push(`${param.name} is required`);
        return;
      }
      const validate = this.schemaAt('paths', path, method, 'parameters', String(index), 'schema');
      const errors = this.errorsOf(validate, coerce(raw, param));
      if (errors) problems.push(`${param.name}=${raw}: ${errors}`);
    });
    return problems.length ? problems.join('; ') : null;
  }

  private errorsOf(validate: ValidateFunction, value: unknown): string | null {
    return validate(value) ? null : this.ajv.errorsText(validate.errors, { separator: '\n' });
  }
}

/** A query or path value as the type its schema names (refs to enums stay strings). */
function coerce(raw: string, param: ParameterObject): unknown {
  switch (param.schema.type) {
    case 'integer':
    case 'number':
      return Number(raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

/** Every `$ref` in a value, with the JSON pointer where it occurs. */
export function collectRefs(value: unknown, at = '#'): Array<{ at: string; ref: string }> {
  if (Array.isArray(value))
    return value.flatMap((item, index) => collectRefs(item, `${at}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string'
      ? [{ at, ref: child }]
      : collectRefs(child, `${at}/${escapePointer(key)}`),
  );
}

/** What a local `#/…` reference points to in the document, or undefined. */
export function resolvePointer(document: object, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      document,
    );
}

/**
 * The document as our own servers (the mock) are held to it: every field of an answer present
 * (the proposed ones too) and no other, and only the statuses this contract proposes, not those a
 * production server is tolerated to answer (`x-tolerated`). The document itself stays a tolerant
 * reader's: production sends only the documented fields, and may send more.
 */
export function asOurServerAnswers(document: OpenApiDocument): OpenApiDocument {
  const strict = structuredClone(document);
  const bodies = requestBodySchemaNames(document);
  for (const [name, schema] of Object.entries(strict.components?.schemas ?? {})) {
    if (bodies.has(name) || !schema.properties) continue;
    schema.required = Object.keys(schema.properties);
    schema.additionalProperties = false;
  }
  for (const { operation } of operationsOf(strict)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (isTolerated(response)) delete operation.responses[status];
    }
  }
  return strict;
}

/** The component schemas a request body names: what the app sends, never an answer. */
export function requestBodySchemaNames(document: OpenApiDocument): Set<string> {
  return new Set(
    operationsOf(document).flatMap(({ operation }) => {
      const ref = operation.requestBody?.content['application/json'].schema.$ref;
      return ref ? [ref.replace('#/components/schemas/', '')] : [];
    }),
  );
}

/** A status a production server may answer that the mock does not (`x-tolerated`). */
export const isTolerated = (response: ResponseObject | ReferenceObject) =>
  (response as ResponseObject)['x-tolerated'] === true;

/** The success statuses this contract proposes: those the mock answers. */
export const proposedSuccessStatuses = (operation: OperationObject) =>
  Object.entries(operation.responses)
    .filter(([status, response]) => /^2\d\d$/.test(status) && !isTolerated(response))
    .map(([status]) => status);

/** A schema with its `$ref` followed, to the schema it names in `document`. */
export const resolveSchema = (document: OpenApiDocument, schema: JsonSchema): JsonSchema =>
  schema.$ref
    ? resolveSchema(document, resolvePointer(document, schema.$ref) as JsonSchema)
    : schema;
