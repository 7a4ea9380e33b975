// Every request function of src/api (one sample call per operation of the contract) under every
// fault: it rejects, never resolves with garbage, and an HTTP fault is an ApiError whose message
// has the shape of docs/product.md#error-format, `{status}: {body text or status text}`.
import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { server } from '../../mocks/node';
import { ApiError } from '../api/client';
import { samples } from '../testing/contract-samples';
import { FAULT_KINDS, FAULT_MESSAGE, faultHandler, operationIds } from '../testing/faults';
import { loginAs } from '../testing/session';

async function failure(run: () => Promise<unknown>): Promise<Error> {
  const outcome = await run().then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`resolved with ${JSON.stringify(outcome.resolved)}`);
  expect(outcome.error).toBeInstanceOf(Error);
  return outcome.error as Error;
}

describe('every request function under every fault', () => {
  it('covers every operation of the mock backend', () => {
    expect(Object.keys(samples).sort()).toEqual([...operationIds].sort());
  });

  it.each(operationIds)('%s rejects with a readable error for each fault', async (id) => {
    await loginAs(SEED.demoUserId);
    for (const kind of FAULT_KINDS) {
      server.use(faultHandler(id, kind));
      const error = await failure(samples[id].run);
      expect(error.message, kind).not.toBe('');
      switch (kind) {
        case '500-body':
          expect(error).toBeInstanceOf(ApiError);
          expect(error.message).toBe(`500: ${JSON.stringify({ message: FAULT_MESSAGE })}`);
          expect((error as ApiError).serverMessage).toBe(FAULT_MESSAGE);
          break;
        case '500-empty':
          expect(error.message).toBe('500: Internal Server Error');
          break;
        case '401':
          expect((error as ApiError).status).toBe(401);
          expect(error.message).toMatch(/^401: \{"message":"Please log in to continue"\}$/);
          break;
        case 'network':
        case 'malformed-json':
          // Not an HTTP status: the screens show their own text; what matters is a real Error.
          expect(error).not.toBeInstanceOf(ApiError);
          break;
      }
      server.resetHandlers();
    }
  });
});
