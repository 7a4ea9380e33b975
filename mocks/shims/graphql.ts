// Demo builds only (see vite.config.ts): @mswjs/data builds GraphQL types when it loads, for
// `toHandlers('graphql')`, which this app never calls. These stand-ins keep that code loadable
// without shipping the whole graphql package (~380 kB before minification) to every visitor.
class Type {
  readonly config: unknown;
  constructor(config?: unknown) {
    this.config = config;
  }
}
export class GraphQLObjectType extends Type {}
export class GraphQLInputObjectType extends Type {}
export class GraphQLList extends Type {}
export class GraphQLNonNull extends Type {}
export class GraphQLSchema extends Type {}
export const GraphQLID = new Type('ID');
export const GraphQLInt = new Type('Int');
export const GraphQLFloat = new Type('Float');
export const GraphQLString = new Type('String');
export const GraphQLBoolean = new Type('Boolean');
export function graphql(): never {
  throw new Error('GraphQL is not part of the demo mock backend');
}
