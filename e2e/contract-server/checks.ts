// The contract's body and parameter rules. Strict like a production validator: no coercion, so a
// "5" where a number belongs is a 400, and every message names the field it is about.
export type Body = Record<string, unknown>;

/** A failure the contract names: its status and the `{ message }` the body carries. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const invalid = (message: string) => new HttpError(400, message);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function id(body: Body, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw invalid(`${key} must be a positive whole number`);
  return value;
}

/** A key the contract sends as null when unset; left out counts as null too. */
export function idOrNull(body: Body, key: string): number | null {
  return body[key] === null || body[key] === undefined ? null : id(body, key);
}

/** A path or query value that must be an id: digits only. */
export function idParameter(raw: string, label: string): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1)
    throw invalid(`${label} must be a positive whole number`);
  return value;
}

export function text(body: Body, key: string, label: string, min: number, max: number): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim().length < min)
    throw invalid(`${label} must be at least ${min} characters`);
  if (value.length > max) throw invalid(`${label} must be at most ${max} characters`);
  return value;
}

export function textOrNull(body: Body, key: string, label: string, max: number): string | null {
  const value = body[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw invalid(`${label} must be text or null`);
  if (value.length > max) throw invalid(`${label} must be at most ${max} characters`);
  return value;
}

export function email(body: Body): string {
  const value = body.email;
  if (typeof value !== 'string' || !EMAIL.test(value.trim()))
    throw invalid('Invalid email address');
  return value;
}

export function password(body: Body): string {
  const value = body.password;
  if (typeof value !== 'string' || value.length < 6)
    throw invalid('Password must be at least 6 characters');
  return value;
}

export function username(body: Body): string {
  const value = text(body, 'username', 'Username', 3, 30);
  if (!/^\w+$/.test(value))
    throw invalid('Username can only contain letters, numbers and underscores');
  return value;
}

export function yearsLiving(body: Body): number | null {
  const value = body.yearsLiving;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 50)
    throw invalid('Years living must be a whole number between 1 and 50');
  return value;
}

/** Post text: not blank, at most 500 characters counted before trimming (the contract's rule). */
export function postContent(body: Body): string {
  const value = body.content;
  if (typeof value !== 'string' || value.trim() === '') throw invalid('Post content is required');
  if (value.length > 500) throw invalid('Post content must be at most 500 characters');
  return value;
}

/** hashtags and mentions may be sent; the server reads both from the text again. */
export function optionalWords(body: Body, key: string): void {
  const value = body[key];
  if (value === undefined) return;
  if (!Array.isArray(value) || value.some((word) => typeof word !== 'string'))
    throw invalid(`${key} must be a list of words`);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], message: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw invalid(message);
  return value as T;
}
