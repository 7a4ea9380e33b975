import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { RequestBody } from './types';

export type LoginBody = RequestBody<'LoginBody'>;

export type RegisterBody = RequestBody<'RegisterBody'>;

export const sessionKeys = { current: ['/api/auth/session'] as const };

/** POST /api/auth/login, documented (docs/product.md#documented-calls). Sets the session cookie. */
export const login = (body: LoginBody) => dataOf(api.POST('/api/auth/login', { body }));

/** POST /api/auth/demo-login, documented (docs/product.md#documented-calls), no body. */
export const demoLogin = () => dataOf(api.POST('/api/auth/demo-login'));

/**
 * POST /api/auth/register, documented (docs/product.md#documented-calls): every key of the form
 * sent, optional ones as null.
 */
export const register = (body: RegisterBody) => dataOf(api.POST('/api/auth/register', { body }));

/** Proposed: POST /api/auth/logout clears the session cookie. */
export const logout = () => dataOf(api.POST('/api/auth/logout'));

/** Proposed: GET /api/auth/session, the signed-in user, or 401. */
export const getSession = () => dataOf(api.GET('/api/auth/session'));

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.current, queryFn: () => getSession() });
