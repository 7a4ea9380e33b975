// What a Playwright spec of the real-backend project uses to drive the contract server. The URL
// comes from playwright.config.ts, which starts the server and sets CONTRACT_SERVER_URL.
import type { Fault, LoggedRequest } from './server.ts';

export type { Fault, LoggedRequest };

function contractUrl(path: string): string {
  const base = process.env.CONTRACT_SERVER_URL;
  if (!base)
    throw new Error('CONTRACT_SERVER_URL is not set: run the spec through playwright.config.ts');
  return new URL(path, base).toString();
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(contractUrl(path), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Back to the seed: no sessions, no faults, an empty log. */
export async function resetContractServer(): Promise<void> {
  await call('POST', '/__contract/reset');
}

/** The next `times` (default 1) requests with this method and exact pathname fail with `status`. */
export async function injectFault(fault: Omit<Fault, 'times'> & { times?: number }): Promise<void> {
  await call('POST', '/__contract/faults', fault);
}

/** The requests the server saw since the last reset, in order. */
export async function contractLog(): Promise<LoggedRequest[]> {
  return (await call('GET', '/__contract/log')) as LoggedRequest[];
}
