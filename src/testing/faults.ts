// Fault injection for the reliability suites: any operation of the contract (looked up in the mock
// handlers by operationId, so the list is never retyped) can be made to answer with one of the
// faults a real network and server produce.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { handlers, type OperationId } from '../../mocks/handlers';
import type { Method } from '../../mocks/http';
import { server } from '../../mocks/node';

export const FAULT_KINDS = ['500-body', '500-empty', 'network', '401', 'malformed-json'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** The faults a screen must survive while still signed in (a 401 signs out, tested apart). */
export const SIGNED_IN_FAULTS = FAULT_KINDS.filter((kind) => kind !== '401');

export const FAULT_MESSAGE = 'The database is having a bad day';
export const MALFORMED_BODY = '{"id": 1, "content": "cut off in the mid';

export function faultResponse(kind: FaultKind): Response {
  switch (kind) {
    case '500-body':
      return HttpResponse.json({ message: FAULT_MESSAGE }, { status: 500 });
    case '500-empty':
      return new HttpResponse(null, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case '401':
      return HttpResponse.json({ message: 'Please log in to continue' }, { status: 401 });
    case 'malformed-json':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
  }
}

export const operationIds = Object.keys(handlers) as OperationId[];

export function methodOf(id: OperationId): Method {
  return String(handlers[id].info.method).toLowerCase() as Method;
}

export const readOperations = operationIds.filter((id) => methodOf(id) === 'get');

/** A handler on the operation's own method and path that answers the fault. */
export function faultHandler(id: OperationId, kind: FaultKind): HttpHandler {
  return http[methodOf(id)](String(handlers[id].info.path), () => faultResponse(kind));
}

/**
 * Makes `ids` fail with whatever fault is current; `set(null)` lets them through to the real mock
 * again. Returns the control and the operations that were actually failed, in order.
 */
export function switchableFaults(ids: readonly OperationId[], initial: FaultKind | null) {
  let current: FaultKind | null = initial;
  const failed: OperationId[] = [];
  server.use(
    ...ids.map((id) =>
      http[methodOf(id)](String(handlers[id].info.path), () => {
        if (current === null) return undefined;
        failed.push(id);
        return faultResponse(current);
      }),
    ),
  );
  return {
    failed,
    set(kind: FaultKind | null) {
      current = kind;
    },
  };
}

/**
 * Holds every request of `id` until `release()`, then lets it through to the real mock: the
 * window in which a pending button must stay disabled. `count` is how many arrived.
 */
export function holdOperation(id: OperationId) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release: () => release() };
  server.use(
    http[methodOf(id)](String(handlers[id].info.path), async () => {
      held.count += 1;
      await gate;
      return undefined;
    }),
  );
  return held;
}
