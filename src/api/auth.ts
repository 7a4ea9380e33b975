import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { RequestBody, User } from './types';

export type LoginBody = RequestBody<'LoginBody'>;

export type RegisterBody = RequestBody<'RegisterBody'>;

export const sessionKeys = { current: ['/api/auth/session'] as const };

/** POST /api/auth/login, documented (docs/product.md#documented-calls). Sets the session cookie. */
export const login = (body: LoginBody) => apiRequest<User>('POST', '/api/auth/login', { body });

/** POST /api/auth/demo-login, documented (docs/product.md#documented-calls), no body. */
export const demoLogin = () => apiRequest<User>('POST', '/api/auth/demo-login');

/**
 * POST /api/auth/register, documented (docs/product.md#documented-calls): every key of the form
 * sent, optional ones as null.
 */
export const register = (body: RegisterBody) =>
  apiRequest<User>('POST', '/api/auth/register', { body });

/** Proposed: POST /api/auth/logout clears the session cookie. */
export const logout = () => apiRequest<void>('POST', '/api/auth/logout');

/** Proposed: GET /api/auth/session, the signed-in user, or 401. */
export const getSession = () => apiRequest<User>('GET', '/api/auth/session');

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.current, queryFn: () => getSession() });
