// The contract as production promises it: the document without its proposed operations, parameters
// and fields (`x-proposed`), which may change freely until production has them.
import { HTTP_VERBS, type OpenApiDocument } from './types';

function stripProposed(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => !isProposed(item)).map(stripProposed);
  if (typeof node !== 'object' || node === null) return node;
  const kept = Object.entries(node).filter(([, value]) => !isProposed(value));
  const result: Record<string, unknown> = Object.fromEntries(
    kept.map(([key, value]) => [key, stripProposed(value)]),
  );
  // A proposed field left `properties`: it leaves `required` too.
  if (isRecord(result.properties) && Array.isArray(result.required)) {
    const properties = result.properties;
    result.required = result.required.filter((name: string) => name in properties);
  }
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isProposed = (value: unknown) => isRecord(value) && value['x-proposed'] === true;

export function documentedOnly(document: OpenApiDocument): OpenApiDocument {
  const { components, ...rest } = document;
  // Every schema stays defined (a proposed one may still be named somewhere); what is proposed
  // inside each goes.
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).map(([name, schema]) => [name, stripProposed(schema)]),
  );
  const stripped = stripProposed(rest) as Omit<OpenApiDocument, 'components'>;
  // A path whose operations are all proposed is not there at all.
  const paths = Object.fromEntries(
    Object.entries(stripped.paths).filter(([, item]) =>
      HTTP_VERBS.some((method) => method in item),
    ),
  );
  return {
    ...stripped,
    paths,
    components: {
      ...(stripProposed(components) as object),
      schemas,
    } as OpenApiDocument['components'],
  };
}
