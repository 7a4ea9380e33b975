// One msw handler in front of the contract's: msw answers a request by parsing every handler in
// turn until one matches, and each parse reads the request's cookies and compiles its path. With
// some fifty endpoints that was most of the mock backend's time in the browser
// (docs/performance.md#matching-mock-handlers). Here each endpoint's path is compiled once into a
// first look at the pathname; the endpoints that pass it are matched by msw's own URL matching,
// without reading cookies, and only the matching ones are run by msw, in order, until one answers:
// usually one, which reads the cookies once.
import { HttpHandler, matchRequestUrl, RequestHandler } from 'msw';

const PLAIN_SEGMENT = /^[\w.~-]*$/;
const PARAM_SEGMENT = /^:\w+$/;

/**
 * A first look at a request's pathname, compiled once, never stricter than msw: a path of plain
 * segments and `:params` becomes a regular expression (case-insensitive, an optional trailing
 * slash, as msw matches); any other path (absolute URL, wildcard, RegExp, predicate) lets every
 * pathname through to msw's own matching.
 */
function pathFilterOf({ info: { path } }: HttpHandler): (pathname: string) => boolean {
  const segments = typeof path === 'string' && path.startsWith('/') ? path.split('/').slice(1) : [];
  const compilable =
    segments.length > 0 &&
    segments.every((part) => PLAIN_SEGMENT.test(part) || PARAM_SEGMENT.test(part));
  if (!compilable) return () => true;
  const pattern = segments
    .map((part) => (PARAM_SEGMENT.test(part) ? '[^/]+' : part.replace(/[.~-]/g, '\\$&')))
    .join('/');
  const pathOk = new RegExp(`^/${pattern}/?$`, 'i');
  return (pathname) => pathOk.test(pathname);
}

/**
 * An endpoint, with its path's first look, and the path msw's URL matching decides on: none for a
 * path that is a predicate, or a handler of a subclass with a predicate of its own, which are
 * msw's to judge (they are parsed, cookies and all).
 */
interface Route {
  handler: HttpHandler;
  pathFits: (pathname: string) => boolean;
  urlPath: string | RegExp | null;
}

function routeOf(handler: HttpHandler): Route {
  const { path } = handler.info;
  const plain =
    typeof path !== 'function' && Object.getPrototypeOf(handler) === HttpHandler.prototype;
  return { handler, pathFits: pathFilterOf(handler), urlPath: plain ? path : null };
}

/**
 * Whether the route's endpoint matches the request, as msw's `HttpHandler` decides (its method,
 * then its path against the URL), without reading the request's cookies unless it is msw's to judge.
 */
function matches(
  { handler, pathFits, urlPath }: Route,
  request: Request,
  url: URL,
  baseUrl: string,
): boolean | Promise<boolean> {
  const { method } = handler.info;
  const methodMatches =
    typeof method === 'string'
      ? method.toLowerCase() === request.method.toLowerCase()
      : method.test(request.method);
  if (!methodMatches || !pathFits(url.pathname)) return false;
  if (urlPath === null) return handler.test({ request, resolutionContext: { baseUrl } });
  return matchRequestUrl(url, urlPath, baseUrl).matches;
}

/**
 * What the dispatcher found for a request: the endpoints that match it, in order, the base URL
 * their relative paths resolve against, and (once one has) the one that answered.
 */
interface Dispatch {
  matching: HttpHandler[];
  baseUrl: string;
  answeredBy?: HttpHandler;
}

/**
 * `handlers` behind one msw handler: the first of them, in order, that answers the request. It
 * matches a request only when one of them does: msw applies its unhandled-request rule (a warning,
 * or the tests' error) to a request none matched, and passes a matched but unanswered one through.
 * The endpoints are the contract's standing ones: a one-off (`{ once: true }`) belongs in front of
 * the dispatcher (`server.use()`), where msw keeps count of it.
 */
class Dispatcher extends RequestHandler<{ header: string }, Dispatch, { dispatch: Dispatch }> {
  private readonly routes: Route[];

  constructor(handlers: HttpHandler[]) {
    super({
      info: { header: `one of ${handlers.length} endpoints` },
      resolver: async ({ request, requestId, dispatch }) => {
        const { matching, baseUrl } = dispatch;
        for (const [index, handler] of matching.entries()) {
          // A clone for all but the last: a candidate whose resolver reads the body and answers
          // nothing leaves it unread for the next.
          const last = index === matching.length - 1;
          const result = await handler.run({
            request: last ? request : request.clone(),
            requestId,
            resolutionContext: { baseUrl },
          });
          if (result?.response) {
            dispatch.answeredBy = handler;
            return result.response;
          }
        }
        // Matched but unanswered (a resolver that falls through): passed through, as msw does.
        return undefined;
      },
    });
    this.routes = handlers.map(routeOf);
  }

  /**
   * Relative paths resolve against the base URL msw gives, else the page; in Node, where there is
   * no page and msw alone would match none of them, against the request's own origin.
   */
  override async parse({
    request,
    resolutionContext,
  }: {
    request: Request;
    resolutionContext?: { baseUrl?: string };
  }): Promise<Dispatch> {
    const url = new URL(request.url);
    const baseUrl = resolutionContext?.baseUrl ?? globalThis.location?.href ?? url.origin;
    const matching: HttpHandler[] = [];
    for (const route of this.routes) {
      const match = matches(route, request, url, baseUrl);
      if (match === true || (match !== false && (await match))) matching.push(route.handler);
    }
    return { matching, baseUrl };
  }

  override predicate({ parsedResult }: { parsedResult: Dispatch }) {
    return parsedResult.matching.length > 0;
  }

  protected override extendResolverArgs({ parsedResult }: { parsedResult: Dispatch }) {
    return { dispatch: parsedResult };
  }

  /** What msw logs of a request (when not quiet): the endpoint's own log, which msw does not await. */
  override log(args: { request: Request; response: Response; parsedResult: Dispatch }) {
    void args.parsedResult.answeredBy?.log({ request: args.request, response: args.response });
  }
}

export function dispatchTo(handlers: HttpHandler[]): RequestHandler {
  return new Dispatcher(handlers);
}
