// One msw handler in front of the contract's: msw answers a request by parsing every handler in
// turn until one matches, and each parse reads the request's cookies and compiles its path. With
// some fifty endpoints that was most of the mock backend's time in the browser
// (docs/performance.md#matching-mock-handlers). Here each endpoint's path is compiled once into a
// first look at the pathname; the endpoints that pass it are matched by msw's own URL matching,
// without reading cookies, and only the one that answers is run by msw, which reads them once.
import { getResponse, matchRequestUrl, RequestHandler, type HttpHandler } from 'msw';

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

/** An endpoint, with its path's first look. */
interface Route {
  handler: HttpHandler;
  pathFits: (pathname: string) => boolean;
}

/**
 * Whether the route's endpoint matches the request, as msw's `HttpHandler` decides (its method,
 * then its path against the URL), without reading the request's cookies: only an endpoint whose
 * path is a predicate gets them, through msw's own parse.
 */
async function matches({ handler, pathFits }: Route, request: Request, url: URL, baseUrl: string) {
  const { method, path } = handler.info;
  const methodMatches =
    typeof method === 'string'
      ? method.toLowerCase() === request.method.toLowerCase()
      : method.test(request.method);
  if (!methodMatches || !pathFits(url.pathname)) return false;
  if (typeof path === 'function') return handler.test({ request, resolutionContext: { baseUrl } });
  return matchRequestUrl(url, path, baseUrl).matches;
}

/** The endpoints that match a request, in order, and (once one has) the one that answered it. */
interface Dispatch {
  matching: HttpHandler[];
  answeredBy?: HttpHandler;
}

/**
 * Relative handler paths resolve as msw resolves them: against the page in a browser, and against
 * the request's own origin in Node, where no page exists.
 */
function resolutionOf(request: Request) {
  return { baseUrl: globalThis.location?.href ?? new URL(request.url).origin };
}

/**
 * `handlers` behind one msw handler: the first of them, in order, that answers the request. It
 * matches a request only when one of them does: msw applies its unhandled-request rule (a warning,
 * or the tests' error) to a request none matched, and passes a matched but unanswered one through.
 */
class Dispatcher extends RequestHandler<{ header: string }, Dispatch, { dispatch: Dispatch }> {
  private readonly routes: Route[];

  constructor(handlers: HttpHandler[]) {
    super({
      info: { header: `one of ${handlers.length} endpoints` },
      resolver: async ({ request, dispatch }: { request: Request; dispatch: Dispatch }) => {
        for (const handler of dispatch.matching) {
          // A clone: a candidate whose resolver reads the body and answers nothing leaves it unread.
          const response = await getResponse([handler], request.clone(), resolutionOf(request));
          if (response) {
            dispatch.answeredBy = handler;
            return response;
          }
        }
        // Matched but unanswered (a resolver that falls through): passed through, as msw does.
        return undefined;
      },
    });
    this.routes = handlers.map((handler) => ({ handler, pathFits: pathFilterOf(handler) }));
  }

  override async parse({ request }: { request: Request }): Promise<Dispatch> {
    const url = new URL(request.url);
    const { baseUrl } = resolutionOf(request);
    const matching: HttpHandler[] = [];
    for (const route of this.routes)
      if (await matches(route, request, url, baseUrl)) matching.push(route.handler);
    return { matching };
  }

  predicate({ parsedResult }: { parsedResult: Dispatch }) {
    return parsedResult.matching.length > 0;
  }

  protected override extendResolverArgs({ parsedResult }: { parsedResult: Dispatch }) {
    return { dispatch: parsedResult };
  }

  /** What msw logs of a request (when not quiet): the endpoint's own log. */
  log(args: { request: Request; response: Response; parsedResult: Dispatch }) {
    args.parsedResult.answeredBy?.log({ request: args.request, response: args.response });
  }
}

export function dispatchTo(handlers: HttpHandler[]): RequestHandler {
  return new Dispatcher(handlers);
}
