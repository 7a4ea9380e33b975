// What the handler suites share: a raw request for payloads the typed client cannot send, the
// status and `{ message }` of a failed request, and a copy of the whole db, which proves that a
// rejected request changed nothing.
import { expect } from 'vitest';
import { ApiError, throwIfNotOk, type HttpMethod } from '../../src/api/client';
import { db, MODEL_NAMES } from '../db';

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

function rawRequest(
  method: HttpMethod,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  return fetch(path, {
    method,
    headers: body === undefined ? {} : headers,
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    credentials: 'include',
  });
}

const parse = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
};

/**
 * Sends a request as the app does (JSON content type, credentials), with any body: a string is
 * sent as it is (invalid JSON, a bare string), anything else as JSON. Resolves with the parsed JSON
 * and rejects with the client's ApiError, as the request functions of src/api do.
 */
export async function send<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = JSON_HEADERS,
): Promise<T> {
  const response = await rawRequest(method, path, body, headers);
  await throwIfNotOk(response);
  return (await parse(response)) as T;
}

/** Like `send`, but resolves with the status as well, whatever it is. */
export async function respond(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await rawRequest(method, path, body, JSON_HEADERS);
  return { status: response.status, body: await parse(response) };
}

export interface Failure {
  status: number;
  message: string | null;
}

/** The status and server message of a request that must fail. */
export async function failure(request: Promise<unknown>): Promise<Failure> {
  try {
    await request;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.serverMessage };
    throw error;
  }
  throw new Error('The request succeeded, but it should have failed');
}

/** Every record of every model, as plain JSON. */
export function dumpDb(): Record<string, unknown[]> {
  return Object.fromEntries(
    MODEL_NAMES.map((name) => {
      const model = db[name] as unknown as { getAll(): unknown[] };
      return [name, JSON.parse(JSON.stringify(model.getAll())) as unknown[]];
    }),
  );
}

/** Sends a request that must fail with `status` and `message`, and leave the db as it was. */
export async function expectRejected(
  makeRequest: () => Promise<unknown>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const before = dumpDb();
  const result = await failure(makeRequest());
  expect(result.status).toBe(status);
  if (typeof message === 'string') expect(result.message).toBe(message);
  else expect(result.message).toMatch(message);
  expect(dumpDb()).toEqual(before);
}

export const postRecord = (id: number) => db.post.findFirst({ where: { id: { equals: id } } })!;
export const userRecord = (id: number) => db.user.findFirst({ where: { id: { equals: id } } })!;
export const groupRecord = (id: number) => db.group.findFirst({ where: { id: { equals: id } } })!;

/** The notifications `recipientId` has of `type` from `actorId`. */
export const notificationsFor = (recipientId: number, type: string, actorId: number) =>
  db.notification
    .getAll()
    .filter(
      (notification) =>
        notification.recipientId === recipientId &&
        notification.type === type &&
        notification.actorId === actorId,
    );
