// A request body checked against one of the shared schemas of src/api/validation.ts, strictly (no
// coercion: a wrong type is a 400). Its own module, imported by the first write: yup and the
// schemas (docs/performance.md#chunk-sizes) then stay off the demo's first load, whose calls only
// read.
import { ObjectSchema, ValidationError, type InferType, type ISchema } from 'yup';
import * as schemas from '../src/api/validation';
import { badRequest } from './http-errors';

type Schemas = typeof schemas;
/** The names of the shared schemas, as a handler asks for one (`body('loginSchema')`). */
export type BodySchemaName = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's own InferType constraint
  [Name in keyof Schemas]: Schemas[Name] extends ISchema<any, any> ? Name : never;
}[keyof Schemas];
export type BodyOf<Name extends BodySchemaName> = InferType<Schemas[Name]>;

export async function validBody<Name extends BodySchemaName>(
  name: Name,
  raw: unknown,
): Promise<BodyOf<Name>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw badRequest('Request body must be a JSON object');
  }
  const schema: ISchema<unknown> = schemas[name];
  // The contract allows no other key (additionalProperties: false): an extra one such as
  // `isAdmin` or `likesCount` is refused, not silently ignored. Own keys only: `in` would take
  // `constructor` or `__proto__` for fields, through the prototype.
  if (schema instanceof ObjectSchema) {
    const unknown = Object.keys(raw).find((key) => !Object.hasOwn(schema.fields, key));
    if (unknown !== undefined) throw badRequest(`Unknown field: ${unknown}`);
  }
  try {
    return (await schema.validate(raw, { strict: true, abortEarly: true })) as BodyOf<Name>;
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(error.message);
    throw error;
  }
}
