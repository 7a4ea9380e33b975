// Demo builds only (see vite.config.ts): what @mswjs/data takes from msw. It shares the app's msw
// (one copy, tree-shaken) instead of requiring msw's whole CommonJS build; its GraphQL handler
// generator, which this app never calls, gets no GraphQL support.
export { http, HttpResponse } from 'msw';

function noGraphql(): never {
  throw new Error('GraphQL is not part of the demo mock backend');
}
export const graphql = { link: noGraphql };
