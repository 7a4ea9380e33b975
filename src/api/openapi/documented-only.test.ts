import { describe, expect, it } from 'vitest';
import { openApiDocument } from './index';
import { documentedOnly } from './documented-only';
import { operationsOf } from './conformance';

describe('the documented contract', () => {
  const documented = documentedOnly(openApiDocument);

  it('holds the documented operations only, each path with at least one', () => {
    const ids = operationsOf(documented).map(({ operation }) => operation.operationId);
    const expected = operationsOf(openApiDocument)
      .filter(({ operation }) => !operation['x-proposed'])
      .map(({ operation }) => operation.operationId);
    expect(ids).toEqual(expected);
    expect(ids).toHaveLength(15);
    const empty = Object.entries(documented.paths).filter(
      ([, item]) => Object.keys(item).length === 0,
    );
    expect(empty).toEqual([]);
  });

  it('drops proposed fields and parameters, and the required names of the fields it dropped', () => {
    const parameters = operationsOf(documented).flatMap(
      ({ operation }) => operation.parameters ?? [],
    );
    expect(parameters.filter((parameter) => parameter['x-proposed'])).toEqual([]);
    const post = documented.components.schemas.Post;
    expect(post.properties).not.toHaveProperty('likedByMe');
    expect(post.properties).toHaveProperty('likesCount');
    expect(post.required).toContain('likesCount');
    for (const schema of Object.values(documented.components.schemas))
      for (const name of schema.required ?? []) expect(schema.properties).toHaveProperty(name);
  });
});
