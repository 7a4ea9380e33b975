// Bad requests for every mutating operation, derived from the OpenAPI document (required keys,
// types, maxLength, which ids act for the signed-in user) and from one valid request of each, so
// that a new operation or field is covered without retyping anything.
//
// The OpenAPI shapes are restated structurally (only what is read here): app-side files must not
// import the document's module (src/api/openapi-document.test.ts keeps it out of the bundles).

interface JsonSchema {
  $ref?: string;
  type?: string | readonly string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  oneOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}
interface OpenApiDocument {
  components: { schemas: Record<string, JsonSchema> };
}
interface LocatedOperation {
  path: string;
  operation: {
    parameters?: ReadonlyArray<{ in: string; name: string; description?: string }>;
    requestBody?: { content: Record<string, { schema: JsonSchema } | undefined> };
  };
}

export const UNKNOWN_ID = 999_999;

export interface ValidRequest {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

export interface BadCase {
  name: string;
  status: 400 | 403 | 404;
  request: ValidRequest;
}

type Json = Record<string, unknown>;

function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(document, document.components.schemas[name]);
}

export function bodySchema(document: OpenApiDocument, located: LocatedOperation) {
  const schema = located.operation.requestBody?.content['application/json']?.schema;
  return schema ? resolve(document, schema) : undefined;
}

const types = (schema: JsonSchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

/** A value no reading of the field's schema accepts. */
function wrongTypeFor(document: OpenApiDocument, field: JsonSchema): unknown {
  const kinds = [
    ...types(field),
    ...(field.oneOf ?? []).flatMap((s) => types(resolve(document, s))),
  ];
  const resolved = resolve(document, field);
  if (resolved.enum || kinds.includes('string')) return { nested: 'object' };
  if (kinds.includes('integer') || kinds.includes('number')) return '12';
  if (kinds.includes('boolean')) return 'yes';
  if (kinds.includes('array')) return 'not a list';
  return 12345;
}

const allowsNull = (document: OpenApiDocument, field: JsonSchema) =>
  types(field).includes('null') ||
  (field.oneOf ?? []).some((option) => types(resolve(document, option)).includes('null'));

/** Fields that name the signed-in user, who must be acting for themselves (403 otherwise). */
export const isActingField = (field: JsonSchema) =>
  /acting for themselves/.test(field.description ?? '');
const isIdField = (field: JsonSchema) =>
  types(field).includes('integer') &&
  field.minimum === 1 &&
  field.maximum === undefined &&
  !isActingField(field);

function withPath(
  valid: ValidRequest,
  template: string,
  name: string,
  value: number,
): ValidRequest {
  const url = new URL(valid.url, 'http://localhost');
  const templateParts = template.split('/');
  const parts = url.pathname.split('/');
  const index = templateParts.indexOf(`{${name}}`);
  parts[index] = String(value);
  return { ...valid, url: `${parts.join('/')}${url.search}` };
}

function pathValue(valid: ValidRequest, template: string, name: string): string {
  const index = template.split('/').indexOf(`{${name}}`);
  return new URL(valid.url, 'http://localhost').pathname.split('/')[index];
}

/** Every bad variant of one valid request, with the status a real server answers. */
export function badCases(
  document: OpenApiDocument,
  located: LocatedOperation,
  valid: ValidRequest,
  viewerId: number,
  otherUserId: number,
): BadCase[] {
  const cases: BadCase[] = [];
  const withBody = (name: string, status: BadCase['status'], body: Json) =>
    cases.push({ name, status, request: { ...valid, body } });

  const schema = bodySchema(document, located);
  if (schema?.properties && valid.body) {
    const body = valid.body;
    for (const key of schema.required ?? []) {
      // A nullable key ("the optional ones as null") left out reads as null, as servers do.
      if (allowsNull(document, schema.properties[key])) continue;
      const { [key]: _dropped, ...rest } = body;
      withBody(`without ${key}`, 400, rest);
    }
    for (const [key, field] of Object.entries(schema.properties)) {
      withBody(`${key} of the wrong type`, 400, { ...body, [key]: wrongTypeFor(document, field) });
      const max = resolve(document, field).maxLength;
      if (max !== undefined)
        withBody(`${key} too long`, 400, { ...body, [key]: 'x'.repeat(max + 1) });
      if (isActingField(field))
        withBody(`${key} for another user`, 403, { ...body, [key]: otherUserId });
      if (isIdField(field) && typeof body[key] === 'number') {
        withBody(`${key} unknown`, 404, { ...body, [key]: UNKNOWN_ID });
      }
    }
    withBody('an undocumented key', 400, { ...body, isAdmin: true });
    cases.push({
      name: 'an array body',
      status: 400,
      request: { ...valid, body: [body] as never },
    });
  }

  for (const param of located.operation.parameters ?? []) {
    if (param.in !== 'path') continue;
    const forSelf =
      /\buser\b/i.test(param.description ?? '') &&
      pathValue(valid, located.path, param.name) === String(viewerId);
    if (forSelf) {
      cases.push({
        name: `path ${param.name} of another user`,
        status: 403,
        request: withPath(valid, located.path, param.name, otherUserId),
      });
    } else {
      cases.push({
        name: `path ${param.name} unknown`,
        status: 404,
        request: withPath(valid, located.path, param.name, UNKNOWN_ID),
      });
    }
  }
  return cases;
}
