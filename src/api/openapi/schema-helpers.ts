// Small builders for the document's JSON Schemas. `entity<T>` and `body<T>` take one schema per key
// of a TypeScript type of src/api, so a field added to or dropped from the type without the
// document following it fails the type check.
import type { JsonSchema, JsonValue } from './types';

export const PROPOSED = 'Proposed (not yet in production).';

/** One schema for every key of T, no more and no fewer. */
export type Fields<T> = { [K in keyof T]-?: JsonSchema };

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

export const id = (description: string): JsonSchema => ({
  type: 'integer',
  minimum: 1,
  description,
});

export const text = (description: string, limits: Omit<JsonSchema, 'type'> = {}): JsonSchema => ({
  type: 'string',
  description,
  ...limits,
});

export const integer = (
  description: string,
  limits: Omit<JsonSchema, 'type'> = {},
): JsonSchema => ({
  type: 'integer',
  description,
  ...limits,
});

export const count = (description: string): JsonSchema => integer(description, { minimum: 0 });

export const flag = (description: string): JsonSchema => ({ type: 'boolean', description });

export const timestamp = (description: string): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  description,
});

/** Every member of a string union, listed once: a member added to the union must be added here. */
export const members = <T extends string>(all: Record<T, true>): T[] => Object.keys(all) as T[];

export const oneOfValues = (values: readonly JsonValue[], description: string): JsonSchema => ({
  enum: values,
  description,
});

export const listOf = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/** A schema that also allows null; a $ref is wrapped, as a sibling `type` would not apply to it. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return { oneOf: [schema, { type: 'null' }] };
  const { type } = schema;
  if (typeof type !== 'string') throw new Error('nullable() needs a single-typed schema or a $ref');
  return { ...schema, type: [type, 'null'] };
}

/** Marks a field or parameter as proposed: flagged for tools and said in words for readers. */
export function proposed(schema: JsonSchema): JsonSchema {
  const description = schema.description ? `${PROPOSED} ${schema.description}` : PROPOSED;
  return { ...schema, description, 'x-proposed': true };
}

/** A response entity: every field always present, and nothing undocumented. */
export function entity<T>(description: string, properties: Fields<T>): JsonSchema {
  return {
    type: 'object',
    description,
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** The keys of T that may be left out. */
export type OptionalKeys<T> = {
  [K in keyof T]-?: object extends Pick<T, K> ? K : never;
}[keyof T] &
  string;

/**
 * A request body: exactly the optional keys of T may be left out (`optional` must name each of
 * them, so the document cannot drift from the type), and no other key may be sent.
 */
export function body<T>(
  description: string,
  properties: Fields<T>,
  optional: Record<OptionalKeys<T>, true> & { [K in Exclude<keyof T, OptionalKeys<T>>]?: never },
): JsonSchema {
  return {
    type: 'object',
    description,
    properties,
    required: Object.keys(properties).filter((key) => !(key in optional)),
    additionalProperties: false,
  };
}
