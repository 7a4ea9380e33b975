// The mock's body validation against the document's own request-body schemas: each compiles, a
// valid body passes, every rule a property has is stated with its message (x-error-message), each
// message is what a body failing that rule gets, and no message is left that nothing can reach.
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors';
import { validatorOf, validBody, type BodySchemaName, type ErrorMessages } from './request-body';
import type { AnySchema } from 'yup';
import * as forms from '../src/api/validation';
import { openApiDocument } from '../src/api/openapi';
import { requestBodySchemaNames, resolveSchema } from '../src/api/openapi/conformance';
import type { JsonSchema } from '../src/api/openapi/types';

type Body = Record<string, unknown>;

const schemas = openApiDocument.components.schemas;
const resolve = (schema: JsonSchema) => resolveSchema(openApiDocument, schema);

/** The schemas the document's operations take as request bodies. */
const bodyNames = [...requestBodySchemaNames(openApiDocument)].sort() as BodySchemaName[];

/** A valid body of each schema. */
const VALID: Record<BodySchemaName, Body> = {
  LoginBody: { email: 'nisha@example.com', password: 'secret1' },
  RegisterBody: {
    email: 'nisha@example.com',
    password: 'secret1',
    username: 'nisha_rao',
    fullName: 'Nisha Rao',
    bio: null,
    societyId: 1,
    flatNumber: null,
    yearsLiving: 3,
  },
  CreatePostBody: {
    content: 'Hello #garden',
    authorId: 1,
    isBuilderWide: false,
    societyId: 2,
    concern: { category: 'lift', place: 'Tower B' },
  },
  UserPostBody: { userId: 1, postId: 2 },
  ReportBody: { reason: 'spam', description: null, postId: 3, userId: null, reporterId: 1 },
  FollowBody: { followerId: 1, followingId: 2 },
  BlockBody: { blockerId: 1, blockedId: 2 },
  CommentBody: { authorId: 1, content: 'Nice' },
  UpdateUserBody: { fullName: 'Nisha Rao', bio: 'Gardener', yearsLived: 4 },
  CreateGroupBody: {
    name: 'Gardeners',
    description: 'Plants',
    societyId: null,
    isPrivate: false,
    adminId: 1,
  },
  GroupPostBody: { content: 'Hello', authorId: 1 },
  UserIdBody: { userId: 1 },
  AdminIdBody: { adminId: 1 },
  AssignBody: { actorId: 1, assigneeId: 2 },
  ConcernResponseBody: { actorId: 1, content: 'A technician visits at 4 pm today' },
  ReportDecisionBody: { actorId: 1, decision: 'remove', note: 'Selling is not allowed here' },
  AppealBody: { userId: 1, reason: 'It was a free giveaway, not a sale' },
  AppealDecisionBody: { actorId: 1, decision: 'restore' },
  StatusChangeBody: {
    actorId: 1,
    status: 'resolved',
    note: 'Cable replaced',
    reason: null,
    rating: null,
  },
  UploadBody: {
    name: 'plan.png',
    mimeType: 'image/png',
    dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    uploaderId: 1,
  },
};

/** The 400 message a body gets, or null when it passes. */
function refusal(name: BodySchemaName, body: unknown): string | null {
  try {
    validBody(name, body);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.message;
    throw error;
  }
}

/** The keyword of the first error a body gets (ajv's order), and the property it is about. */
function firstFailure(name: BodySchemaName, body: Body) {
  const validate = validatorOf(name);
  if (validate(body)) return null;
  const [error] = validate.errors!;
  const property =
    error.keyword === 'required'
      ? (error.params.missingProperty as string)
      : error.instancePath.split('/')[1];
  return { keyword: error.keyword, property };
}

const RULES = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minimum',
  'maximum',
] as const;
const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat();

/** The rules a property states, as its messages name them. */
function rulesOf(object: JsonSchema, property: string): string[] {
  const declared = object.properties![property];
  const schema = resolve(declared);
  const rules: string[] = RULES.filter((rule) => schema[rule] !== undefined);
  const nullable = typesOf(schema).includes('null') || schema.enum?.includes(null);
  if (object.required?.includes(property) || !nullable) rules.push('required');
  if (typesOf(schema).includes('integer')) rules.push('integer');
  return rules;
}

const MISSING = Symbol('missing');
/** Values to try on a property: one of them should break each rule it states. */
function candidates(schema: JsonSchema): unknown[] {
  const around = (limit: number | undefined) =>
    limit === undefined ? [] : [limit - 1, limit + 1, limit - 0.5];
  const lengths = [schema.minLength, schema.maxLength].flatMap((limit) =>
    limit === undefined ? [] : ['x'.repeat(limit + 1), 'x'.repeat(Math.max(limit - 1, 0))],
  );
  return [
    MISSING,
    null,
    ...lengths,
    '',
    ' ',
    '  \n ',
    ' a ',
    'a b',
    'nisha@',
    'not a data URL',
    'boring',
    0,
    ...around(schema.minimum),
    ...around(schema.maximum),
    1.5,
  ];
}

/** A body breaking `rule` of `property` first, with its message; undefined when none does. */
function breaking(name: BodySchemaName, property: string, rule: string) {
  const schema = resolve(schemas[name].properties![property]);
  for (const value of candidates(schema)) {
    const body: Body = { ...VALID[name] };
    if (value === MISSING) delete body[property];
    else body[property] = value;
    const failure = firstFailure(name, body);
    if (!failure || failure.property !== property) continue;
    const keyword =
      failure.keyword === 'type' && value === null
        ? 'required'
        : failure.keyword === 'type' &&
            typeof value === 'number' &&
            typesOf(schema).includes('integer')
          ? 'integer'
          : failure.keyword;
    if (keyword === rule) return { body, message: refusal(name, body) };
  }
  return undefined;
}

const messageFor = (messages: ErrorMessages | undefined, rule: string) =>
  typeof messages === 'string' ? messages : messages?.[rule];

const propertiesOf = (name: BodySchemaName) =>
  Object.keys(schemas[name].properties!).map((property) => [name, property] as const);

describe('the request-body schemas of the document', () => {
  it('are the *Body schemas, every one but ErrorBody, each with a valid sample here', () => {
    const bodies = Object.keys(schemas).filter(
      (name) => /Body$/.test(name) && name !== 'ErrorBody',
    );
    expect(bodyNames).toEqual(bodies.sort());
    expect(Object.keys(VALID).sort()).toEqual(bodyNames);
  });

  it.each(bodyNames)('%s compiles, and its valid sample passes as it is', (name) => {
    expect(() => validatorOf(name)).not.toThrow();
    expect(refusal(name, VALID[name])).toBeNull();
    expect(validBody(name, VALID[name])).toBe(VALID[name]);
  });

  const properties = bodyNames.flatMap(propertiesOf);

  it.each(properties)('%s.%s has a message for every rule it states', (name, property) => {
    const messages = schemas[name].properties![property]['x-error-message'];
    const stated = rulesOf(schemas[name], property).filter((rule) => RULES.includes(rule as never));
    if (typeof messages === 'string') return;
    // Array items are not properties: their rules get generated messages.
    expect(stated.filter((rule) => messages?.[rule] === undefined)).toEqual([]);
  });

  it.each(properties)(
    '%s.%s: each message is what a body breaking its rule gets',
    (name, property) => {
      const messages = schemas[name].properties![property]['x-error-message'];
      if (messages === undefined) return;
      const rules =
        typeof messages === 'string'
          ? rulesOf(schemas[name], property).filter((rule) => breaking(name, property, rule))
          : Object.keys(messages);
      expect(rules.length, 'a message no rule reaches').toBeGreaterThan(0);
      for (const rule of rules) {
        const broken = breaking(name, property, rule);
        // A rule the property does not state, or one no body can break: an orphan message.
        expect(broken, `nothing breaks ${rule}`).toBeDefined();
        expect(broken!.message, `${rule}: ${JSON.stringify(broken!.body)}`).toBe(
          messageFor(messages, rule),
        );
      }
    },
  );
});

describe('a body without a message for its fault', () => {
  const refused = (name: BodySchemaName, changes: Body) =>
    refusal(name, { ...VALID[name], ...changes });

  it('must be a JSON object', () => {
    for (const raw of ['like', [1], null, 42]) {
      expect(refusal('UserPostBody', raw)).toBe('Request body must be a JSON object');
    }
  });

  it('names an undocumented key, one of the prototype included', () => {
    expect(refused('UserPostBody', { isAdmin: true })).toBe('Unknown field: isAdmin');
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const raw = JSON.parse(`{"userId":1,"postId":2,"${key}":{"likesCount":1}}`);
      expect(refusal('UserPostBody', raw)).toBe(`Unknown field: ${key}`);
    }
  });

  it('is not coerced: a wrong type names the property, the type and the value', () => {
    expect(refused('UserPostBody', { userId: '1' })).toBe(
      'userId must be a `number` type, but the final value was: `"1"`.',
    );
    expect(refused('CreatePostBody', { isBuilderWide: 'true' })).toMatch(
      /^isBuilderWide must be a `boolean` type/,
    );
    expect(refused('CreatePostBody', { hashtags: 'garden' })).toMatch(
      /^hashtags must be a `array` type/,
    );
    expect(refused('CreatePostBody', { hashtags: ['garden', 7] })).toBe(
      'hashtags[1] must be a `string` type, but the final value was: `7`.',
    );
  });

  it('gets a generated message: integers, null, a missing key, an array item', () => {
    expect(refused('UserPostBody', { postId: 2.5 })).toBe('postId must be an integer');
    expect(refused('CreatePostBody', { isBuilderWide: null })).toBe('isBuilderWide cannot be null');
    const { isPrivate: _isPrivate, ...withoutIsPrivate } = VALID.CreateGroupBody;
    expect(refusal('CreateGroupBody', withoutIsPrivate)).toBe('isPrivate is a required field');
    expect(refused('CreatePostBody', { attachmentIds: [0] })).toBe('attachmentIds[0] must be >= 1');
  });

  it('takes null for a nullable key, and refuses it left out (the document requires it)', () => {
    expect(refused('RegisterBody', { bio: null, societyId: null, yearsLiving: null })).toBeNull();
    const { bio: _bio, ...withoutBio } = VALID.RegisterBody;
    expect(refusal('RegisterBody', withoutBio)).toBe('bio is a required field');
  });
});

// The forms check what residents type with yup (src/api/validation.ts) before anything is sent:
// a value breaking a rule of the document gets the same message from the form as from the server.
describe("the forms' messages", () => {
  const FORMS: Array<[BodySchemaName, AnySchema]> = [
    ['LoginBody', forms.loginSchema],
    ['RegisterBody', forms.registerSchema],
    ['CreatePostBody', forms.createPostSchema],
    ['CommentBody', forms.commentSchema],
    ['ReportBody', forms.reportSchema],
    ['CreateGroupBody', forms.createGroupSchema],
    ['UpdateUserBody', forms.editProfileSchema],
  ];
  const formMessage = (schema: AnySchema, body: Body) => {
    try {
      schema.validateSync(body, { strict: true, abortEarly: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  // What a form field can hold: text or a number, never a missing key or a null.
  const typed = (value: unknown) => typeof value === 'string' || typeof value === 'number';

  it.each(
    FORMS.flatMap(([name, schema]) =>
      propertiesOf(name).map(([, p]) => [name, p, schema] as const),
    ),
  )('%s.%s: the form says what the server says', (name, property, schema) => {
    const messages = schemas[name].properties![property]['x-error-message'];
    const rules = rulesOf(schemas[name], property).filter((rule) => RULES.includes(rule as never));
    for (const rule of rules) {
      const broken = breaking(name, property, rule);
      if (!broken || !typed(broken.body[property]) || !messageFor(messages, rule)) continue;
      expect(formMessage(schema, broken.body), `${rule}: ${JSON.stringify(broken.body)}`).toBe(
        broken.message,
      );
    }
  });
});
