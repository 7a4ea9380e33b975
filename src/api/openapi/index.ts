// The /api contract for frontend developers, as an OpenAPI 3.1 document. Written to
// public/openapi.json by `npm run openapi` and served by the demo at /openapi.json. Only the script
// and the tests import this module: app code must not, so none of it reaches a bundle. Beside it,
// wire.ts, conformance.ts and samples.ts are helpers of the src/api tests.
import { bodySchemas } from './bodies';
import { errorComponents, toOperation, type Resource } from './operation';
import { discovery, notifications, stories } from './paths-activity';
import { auth, societies } from './paths-auth';
import { groups } from './paths-groups';
import { interactions, reports, uploads } from './paths-interactions';
import { follows, users } from './paths-people';
import { comments, posts } from './paths-posts';
import { activitySchemas } from './schemas-activity';
import { entitySchemas } from './schemas';
import type { OpenApiDocument, PathItemObject } from './types';

export type { OpenApiDocument } from './types';

/** In the order of src/api's files. */
export const resources: Resource[] = [
  auth,
  posts,
  comments,
  interactions,
  reports,
  societies,
  users,
  follows,
  stories,
  notifications,
  groups,
  discovery,
  uploads,
];

const DESCRIPTION = `The calls of the Vasundhara Connect web app, a community network for the residents of the
builder's housing societies.

**Documented or proposed.** Operations marked \`x-proposed: false\` are the documented calls (docs/product.md, "Documented calls"), made
exactly as written there. Operations (and fields and parameters) marked \`x-proposed: true\` are
proposed endpoints, "Proposed (not yet in production)": the mock backend serves them, and a
screen treats a 404 without a JSON message, or a 501, as "endpoint missing" and falls back to its
built-in sample data (reads) or rolls back with a toast (writes).

**Requests.** JSON bodies with \`Content-Type: application/json\` (only when there is a body, DELETE
included); every request is sent with \`credentials: 'include'\`, so the \`vc_session\` cookie set
by login, demo-login and register travels with it.

**Errors.** Every non-2xx response has the JSON body \`{ "message": "…" }\`. The client turns it
into an error whose message is \`{status}: {body text}\`, or \`{status}: {status text}\` when the
body is empty. 401: no session; 403: acting for someone else; 404: an unknown id; 409: a
duplicate; 400: a body or parameter fails the validation rules (docs/product.md, "Validation rules").`;

function buildPaths(): Record<string, PathItemObject> {
  const paths: Record<string, PathItemObject> = {};
  for (const resource of resources) {
    for (const spec of resource.operations) {
      const item = (paths[spec.path] ??= {});
      if (item[spec.method]) throw new Error(`${spec.method} ${spec.path} is defined twice`);
      item[spec.method] = toOperation(spec, resource.tag);
    }
  }
  return paths;
}

export const openApiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
  info: {
    title: 'Vasundhara Connect API',
    version: '0.1.0',
    summary: 'The /api contract of the web app: the documented calls and the proposed ones.',
    description: DESCRIPTION,
  },
  servers: [{ url: '/', description: 'Same origin: the demo mock backend or the production API.' }],
  tags: resources.map(({ tag, description }) => ({ name: tag, description })),
  paths: buildPaths(),
  components: {
    schemas: { ...entitySchemas, ...activitySchemas, ...bodySchemas },
    responses: errorComponents(),
    securitySchemes: {
      cookieAuth: {
        type: 'apiKey',
        in: 'cookie',
        name: 'vc_session',
        description:
          'The session cookie set by login, demo-login and register and cleared by logout. ' +
          "Browsers send it because every request uses credentials: 'include'.",
      },
    },
  },
};

/** The text of public/openapi.json. */
export const serializeOpenApi = (document: OpenApiDocument = openApiDocument): string =>
  `${JSON.stringify(document, null, 2)}\n`;
