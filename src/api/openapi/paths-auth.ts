// Signing in and out, and the societies that registering and posting choose from.
import type { Resource } from './operation';
import { listOf, ref } from './schema-helpers';

export const auth: Resource = {
  tag: 'Auth',
  description:
    'Signing in and out. Sign-in sets the `vc_session` cookie that the other calls send.',
  operations: [
    {
      id: 'login',
      method: 'post',
      path: '/api/auth/login',
      summary: 'Sign in with email and password',
      description: 'Response is the user; the error body has a message to show.',
      proposed: false,
      access: 'public',
      body: 'LoginBody',
      ok: { status: 200, description: 'Signed in.', schema: ref('User'), cookie: 'set' },
      errors: { 401: 'The email or the password is wrong.' },
    },
    {
      id: 'demoLogin',
      method: 'post',
      path: '/api/auth/demo-login',
      summary: 'Sign in as the demo user',
      description: 'No body. Response is the demo user.',
      proposed: false,
      access: 'public',
      ok: { status: 200, description: 'Signed in.', schema: ref('User'), cookie: 'set' },
      errors: { 401: 'The demo account does not exist on this server.' },
    },
    {
      id: 'register',
      method: 'post',
      path: '/api/auth/register',
      summary: 'Create an account and sign in',
      description:
        'Response is the new user, signed in; the error body has a message to show. A resident ' +
        "joins their society's own group.",
      proposed: false,
      access: 'public',
      body: 'RegisterBody',
      ok: { status: 201, description: 'Registered.', schema: ref('User'), cookie: 'set' },
      errors: {
        404: 'societyId names no society.',
        409: 'The email or the username is already taken.',
      },
    },
    {
      id: 'logout',
      method: 'post',
      path: '/api/auth/logout',
      summary: 'Sign out',
      description:
        'No body. Ends the session, if any, and clears the cookie. A production backend must have ' +
        'this call: the session cookie is HttpOnly, so the app cannot end the session itself, and ' +
        'without it the cookie stays valid after the resident logs out.',
      proposed: true,
      access: 'optional',
      ok: { status: 204, description: 'Signed out.', cookie: 'clear' },
    },
    {
      id: 'getSession',
      method: 'get',
      path: '/api/auth/session',
      summary: 'The signed-in user',
      description: 'Tells whether the session cookie is still valid, and for whom.',
      proposed: true,
      access: 'required',
      ok: { status: 200, description: 'The signed-in user.', schema: ref('User') },
    },
  ],
};

export const societies: Resource = {
  tag: 'Societies',
  description: "The builder's housing societies.",
  operations: [
    {
      id: 'listSocieties',
      method: 'get',
      path: '/api/societies',
      summary: 'List societies',
      description: 'Fetched when a composer or the Create Post dialog opens. Ordered by id.',
      proposed: false,
      access: 'public',
      ok: { status: 200, description: 'The societies.', schema: listOf(ref('Society')) },
    },
  ],
};
