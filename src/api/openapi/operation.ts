// One builder for every operation, so each says the same things the same way: documented or
// proposed, who may call it, the JSON body, the success status and the error statuses.
import type { OperationId } from './operation-ids';
import { PROPOSED, ref } from './schema-helpers';
import type {
  HeaderObject,
  HttpVerb,
  JsonSchema,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
} from './types';

export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', text: 'Invalid request: a body, parameter or rule check failed.' },
  401: { name: 'Unauthorized', text: 'Not signed in: no valid session cookie.' },
  403: { name: 'Forbidden', text: 'Signed in, but acting for someone else or not allowed.' },
  404: { name: 'NotFound', text: 'Something the request names does not exist.' },
  409: { name: 'Conflict', text: 'It conflicts with what exists (a duplicate).' },
  413: { name: 'PayloadTooLarge', text: 'The file is too large.' },
  415: { name: 'UnsupportedMediaType', text: 'The body is not sent as application/json.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** public: no session needed; optional: the session only adds the viewer's state; required: 401 without. */
export type Access = 'public' | 'optional' | 'required';

export interface OperationSpec {
  id: OperationId;
  method: HttpVerb;
  path: string;
  summary: string;
  description: string;
  proposed: boolean;
  access: Access;
  /** The path parameters by name: a description for a positive integer id, else the schema too. */
  pathParams?: Record<string, string | { description: string; schema: JsonSchema }>;
  query?: ParameterObject[];
  /** The name of a request body component schema. */
  body?: string;
  ok: {
    status: 200 | 201 | 204;
    description: string;
    schema?: JsonSchema;
    /** Login and register set the session cookie; logout clears it. */
    cookie?: 'set' | 'clear';
  };
  /** When each error status happens. 400 and 415 are added for a body, 401 for access required. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** The operations of one tag: a resource, as src/api has one file per resource. */
export interface Resource {
  tag: string;
  description: string;
  operations: OperationSpec[];
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const SECURITY: Record<Access, OperationObject['security']> = {
  public: [],
  optional: [{}, { cookieAuth: [] }],
  required: [{ cookieAuth: [] }],
};

const COOKIE_HEADERS: Record<'set' | 'clear', HeaderObject> = {
  set: {
    description: 'Starts the session: `vc_session=…; Path=/; SameSite=Lax`.',
    schema: { type: 'string' },
  },
  clear: {
    description: 'Ends the session: `vc_session=; Path=/; Max-Age=0; SameSite=Lax`.',
    schema: { type: 'string' },
  },
};

export const queryParam = (
  name: string,
  description: string,
  schema: JsonSchema,
  options: { required?: boolean; proposed?: boolean } = {},
): ParameterObject => ({
  name,
  in: 'query',
  required: options.required ?? false,
  description: options.proposed ? `${PROPOSED} ${description}` : description,
  schema,
  ...(options.proposed ? { 'x-proposed': true } : {}),
});

/** `limit` and `offset` of a list, newest first. */
export const pageParams = (
  what: string,
  options: { maximum?: number; proposed?: boolean } = {},
): ParameterObject[] => [
  queryParam(
    'limit',
    `At most this many ${what}${options.maximum ? ` (1 to ${options.maximum})` : ''}; all when left out.`,
    { type: 'integer', minimum: 1, ...(options.maximum ? { maximum: options.maximum } : {}) },
    { proposed: options.proposed },
  ),
  queryParam(
    'offset',
    `Skip this many ${what} first; 0 when left out.`,
    { type: 'integer', minimum: 0 },
    { proposed: options.proposed },
  ),
];

function pathParams(spec: OperationSpec): ParameterObject[] {
  const names = [...spec.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return names.map((name) => {
    const param = spec.pathParams?.[name];
    if (!param) throw new Error(`${spec.id}: describe the path parameter ${name}`);
    const { description, schema } =
      typeof param === 'string'
        ? { description: param, schema: { type: 'integer', minimum: 1 } as const }
        : param;
    return { name, in: 'path', required: true, description, schema };
  });
}

function errorResponses(spec: OperationSpec): Record<string, ReferenceObject> {
  const errors: Partial<Record<ErrorStatus, string>> = {};
  if (spec.body) {
    errors[400] = 'The body is not JSON or fails the validation rules.';
    errors[415] = ERROR_RESPONSES[415].text;
  }
  if (spec.access === 'required') errors[401] = ERROR_RESPONSES[401].text;
  Object.assign(errors, spec.errors);
  const statuses = (Object.keys(errors).map(Number) as ErrorStatus[]).sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
        description: errors[status],
      },
    ]),
  );
}

export function toOperation(spec: OperationSpec, tag: string): OperationObject {
  const lead = spec.proposed ? PROPOSED : 'A documented call of the contract.';
  const success: ResponseObject = { description: spec.ok.description };
  if (spec.ok.schema) success.content = json(spec.ok.schema);
  if (spec.ok.cookie) success.headers = { 'Set-Cookie': COOKIE_HEADERS[spec.ok.cookie] };
  const parameters = [...pathParams(spec), ...(spec.query ?? [])];
  return {
    operationId: spec.id,
    summary: spec.summary,
    description: `${lead} ${spec.description}`,
    tags: [tag],
    security: SECURITY[spec.access],
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            description: 'JSON, sent with `Content-Type: application/json`.',
            required: true,
            content: json(ref(spec.body)),
          },
        }
      : {}),
    responses: { [String(spec.ok.status)]: success, ...errorResponses(spec) },
    'x-proposed': spec.proposed,
  };
}

export function errorComponents(): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, text }) => [
      name,
      { description: text, content: json(ref('ErrorBody')) },
    ]),
  );
}
