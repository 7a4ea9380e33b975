// One msw handler in front of the contract's: msw answers a request by parsing every handler in
// turn until one matches, and each parse reads the request's cookies and compiles its path. With
// some fifty endpoints that was most of the mock backend's time in the browser
// (docs/performance.md#matching-mock-handlers). Here each path is compiled once into a pre-filter
// on method and pathname, and only the handlers it lets through are run, in the same order, by msw
// itself: matching, params and cookies stay msw's.
import { getResponse, http, type HttpHandler } from 'msw';

type Accepts = (method: string, pathname: string) => boolean;

const PLAIN_SEGMENT = /^[\w.~-]*$/;
const PARAM_SEGMENT = /^:\w+$/;

/**
 * What a handler could answer, judged by method and pathname, never stricter than msw: a path
 * of plain segments and `:params` becomes a regular expression (case-insensitive, an optional
 * trailing slash, as msw matches); any other path (absolute URL, wildcard, RegExp, predicate)
 * lets every request through to msw.
 */
function acceptsOf(handler: HttpHandler): Accepts {
  const { method, path } = handler.info;
  const methodOk =
    typeof method === 'string'
      ? (requested: string) => requested.toUpperCase() === method.toUpperCase()
      : (requested: string) => method.test(requested);
  const segments = typeof path === 'string' && path.startsWith('/') ? path.split('/').slice(1) : [];
  const compilable =
    segments.length > 0 &&
    segments.every((part) => PLAIN_SEGMENT.test(part) || PARAM_SEGMENT.test(part));
  if (!compilable) return methodOk;
  const pattern = segments
    .map((part) => (PARAM_SEGMENT.test(part) ? '[^/]+' : part.replace(/[.~-]/g, '\\$&')))
    .join('/');
  const pathOk = new RegExp(`^/${pattern}/?$`, 'i');
  return (requested, pathname) => methodOk(requested) && pathOk.test(pathname);
}

/**
 * `handlers` behind one msw handler: the first of them, in order, that answers the request. It
 * matches a request only when one of them does: msw applies its unhandled-request rule (a warning,
 * or the tests' error) to a request none matched, and passes a matched but unanswered one through.
 */
export function dispatchTo(handlers: HttpHandler[]): HttpHandler {
  const table = handlers.map((handler) => ({ handler, accepts: acceptsOf(handler) }));
  const candidates = (request: Request) => {
    const { origin, pathname } = new URL(request.url);
    // Relative handler paths resolve as msw resolves them: against the page in a browser, and
    // against the request's own origin in Node, where no page exists.
    const resolutionContext = { baseUrl: globalThis.location?.href ?? origin };
    const fitting = table.filter(({ accepts }) => accepts(request.method, pathname));
    return { fitting: fitting.map(({ handler }) => handler), resolutionContext };
  };
  const matchesAny = async (request: Request) => {
    const { fitting, resolutionContext } = candidates(request);
    for (const handler of fitting) {
      const parsedResult = await handler.parse({ request, resolutionContext });
      if (await handler.predicate({ request, parsedResult, resolutionContext })) return true;
    }
    return false;
  };
  return http.all(
    ({ request }) => matchesAny(request),
    async ({ request }) => {
      const { fitting, resolutionContext } = candidates(request);
      for (const handler of fitting) {
        // A clone: a candidate whose resolver reads the body and answers nothing leaves it unread.
        const response = await getResponse([handler], request.clone(), resolutionContext);
        if (response) return response;
      }
      // Matched but unanswered (a resolver that falls through): passed through, as msw does.
      return undefined;
    },
  );
}
