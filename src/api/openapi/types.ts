// The parts of OpenAPI 3.1 (and its JSON Schema 2020-12 dialect) this contract uses, typed so a
// misspelt keyword or a missing description fails the type check instead of the reader.

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
export type JsonValue = string | number | boolean | null;

export interface JsonSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  enum?: readonly JsonValue[];
  const?: JsonValue;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: JsonValue;
  examples?: readonly unknown[];
  /** This contract's extension: the field or parameter is not in the production API yet. */
  'x-proposed'?: boolean;
  /**
   * This contract's extension on a request body's property: its 400 message, or one per JSON
   * Schema keyword (`required` and `integer` included).
   */
  'x-error-message'?: string | Partial<Record<string, string>>;
}

export interface ReferenceObject {
  $ref: string;
  /** OpenAPI 3.1 lets a reference override the description of what it points to. */
  description?: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
  'x-proposed'?: boolean;
}

export interface MediaTypeObject {
  schema: JsonSchema;
  /** Set when public/openapi.json is written, from contract/examples.json. */
  example?: unknown;
}

export interface HeaderObject {
  description: string;
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: { 'application/json': MediaTypeObject };
  /**
   * This contract's extension: a status a production server may answer for a documented call
   * whose answer the app does not read; the mock answers the other one.
   */
  'x-tolerated'?: boolean;
}

export interface RequestBodyObject {
  description: string;
  required: true;
  content: { 'application/json': MediaTypeObject };
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: SecurityRequirement[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | ReferenceObject>;
  'x-proposed': boolean;
}

export const HTTP_VERBS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpVerb = (typeof HTTP_VERBS)[number];
export type PathItemObject = Partial<Record<HttpVerb, OperationObject>>;

export interface TagObject {
  name: string;
  description: string;
}

export interface SecuritySchemeObject {
  type: 'apiKey';
  in: 'cookie';
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; summary: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
