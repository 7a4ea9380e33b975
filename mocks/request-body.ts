// A request body checked against its schema in the OpenAPI document (its components.schemas, which
// npm run openapi writes from contract/openapi.yaml to request-schemas.generated.json), strictly: no coercion, no undocumented
// key. A refusal is a 400 whose message is the failed property's `x-error-message` in the document
// (the forms' messages, src/api/validation.ts), else one generated from the failure. Its own module,
// imported by the first write: ajv and the schemas stay off the demo's first load, whose calls only
// read.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { components } from './request-schemas.generated.json';
import type { components as Components } from '../src/api/openapi.generated';
import type { JsonSchema } from '../src/api/openapi/types';
import type { RequestBody } from '../src/api/types';
import { badRequest } from './http-errors';

/** The document's request-body schemas, as a handler names one (`body('LoginBody')`). */
export type BodySchemaName = Exclude<keyof Components['schemas'] & `${string}Body`, 'ErrorBody'>;

/** A property's messages: one for any failed rule, or one per JSON Schema keyword. */
export type ErrorMessages = NonNullable<JsonSchema['x-error-message']>;

const DOCUMENT = 'openapi.json';
const schemas = components.schemas as Record<string, JsonSchema>;

// The format `email` as the forms check it (yup's: the HTML definition of a valid address).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** The compiled schema `components.schemas[name]` (its $refs resolved in the document). */
export function validatorOf(name: string): ValidateFunction {
  let validate = validators.get(name);
  if (validate) return validate;
  if (!ajv) {
    // allErrors off: the first failure is the message. verbose: the error carries the schema
    // that failed (its messages) and the value.
    ajv = new Ajv2020({ strict: true, allErrors: false, verbose: true });
    ajv.addVocabulary(['components', 'x-proposed', 'x-error-message']);
    ajv.addFormat('email', EMAIL);
    ajv.addSchema({ components }, DOCUMENT);
  }
  validate = ajv.getSchema(`${DOCUMENT}#/components/schemas/${name}`);
  if (!validate || !schemas[name]) throw new Error(`The document has no schema ${name}`);
  validators.set(name, validate);
  return validate;
}

const ruleMessage = (schema: JsonSchema | undefined, rule: string) => {
  const messages = schema?.['x-error-message'];
  return typeof messages === 'string' ? messages : messages?.[rule];
};

/** `content`, `attachmentIds[0]`: a value's place in the body, as yup named it. */
const placeOf = (parts: string[]) =>
  parts
    .map((part, index) => (index === 0 ? part : /^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('');

const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** A value in a message, as yup printed it: strings quoted, the rest as JSON. */
const printed = (value: unknown) =>
  typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

/** A schema with its `$ref` (to a component schema) followed. */
const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? resolved(schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema;

/** The schema declaring the value at `path` of a body (a property, an item), as written there. */
function declaredAt(body: JsonSchema, path: string[]): JsonSchema | undefined {
  let node: JsonSchema | undefined = body;
  for (const part of path) {
    const owner = resolved(node);
    node = /^\d+$/.test(part) ? owner?.items : owner?.properties?.[part];
  }
  return node;
}

/** The message of ajv's first error against the body schema `body`. */
function refusalMessage(body: JsonSchema, error: ErrorObject): string {
  const { keyword, params, data } = error;
  const failed = error.parentSchema as JsonSchema;
  if (keyword === 'additionalProperties') return `Unknown field: ${params.additionalProperty}`;
  const path = error.instancePath.split('/').slice(1).map(unescapePointer);
  if (keyword === 'required') {
    const missing = params.missingProperty as string;
    const required = ruleMessage(failed.properties?.[missing], 'required');
    return required ?? `${placeOf([...path, missing])} is a required field`;
  }
  const name = placeOf(path);
  // The property as its object declares it: its messages may sit beside a $ref (ReportBody.reason).
  const declared = declaredAt(body, path);
  const message = (rule: string) => ruleMessage(failed, rule) ?? ruleMessage(declared, rule);
  if (keyword === 'type') {
    const types = [failed.type ?? []].flat();
    if (data === null) {
      const owner = resolved(declaredAt(body, path.slice(0, -1)));
      return declared && owner?.required?.includes(path[path.length - 1])
        ? (message('required') ?? `${name} is a required field`)
        : `${name} cannot be null`;
    }
    if (typeof data === 'number' && types.includes('integer')) {
      return message('integer') ?? `${name} must be an integer`;
    }
    const expected = types.find((type) => type !== 'null')?.replace('integer', 'number');
    return `${name} must be a \`${expected}\` type, but the final value was: \`${printed(data)}\`.`;
  }
  return message(keyword) ?? `${name} ${error.message}`;
}

/** `raw` as the body schema `name` of the document, or a 400 with the message of its first fault. */
export function validBody<Name extends BodySchemaName>(
  name: Name,
  raw: unknown,
): RequestBody<Name> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('Request body must be a JSON object');
  }
  const validate = validatorOf(name);
  if (validate(raw)) return raw as RequestBody<Name>;
  throw badRequest(refusalMessage(schemas[name], validate.errors![0]));
}
