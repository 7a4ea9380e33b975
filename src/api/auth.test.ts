import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { DEMO_CREDENTIALS } from '../lib/demo';
import { demoLogin, getSession, login, logout, register, type RegisterBody } from './auth';
import { ApiError } from './client';
import { itSendsExactly } from './openapi/wire';

const newResident: RegisterBody = {
  email: 'meera@example.com',
  password: 'secret12',
  username: 'meera_k',
  fullName: 'Meera Kulkarni',
  bio: null,
  societyId: 2,
  flatNumber: 'B-104',
  yearsLiving: 3,
};

describe('auth requests', () => {
  itSendsExactly([
    {
      name: 'login',
      call: () => login({ email: 'a@b.in', password: 'secret12' }),
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@b.in', password: 'secret12' },
    },
    { name: 'demoLogin', call: demoLogin, method: 'POST', url: '/api/auth/demo-login' },
    {
      name: 'register',
      call: () => register(newResident),
      method: 'POST',
      url: '/api/auth/register',
      // Every key of the form, optional ones as null (docs/product.md#documented-calls).
      body: {
        email: 'meera@example.com',
        password: 'secret12',
        username: 'meera_k',
        fullName: 'Meera Kulkarni',
        bio: null,
        societyId: 2,
        flatNumber: 'B-104',
        yearsLiving: 3,
      },
    },
    { name: 'logout', call: logout, method: 'POST', url: '/api/auth/logout' },
    { name: 'getSession', call: getSession, method: 'GET', url: '/api/auth/session' },
  ]);

  it('signs in, reads the session and signs out against the mock backend', async () => {
    const user = await login(DEMO_CREDENTIALS);
    expect(user).toMatchObject({ id: SEED.demoUserId, email: DEMO_CREDENTIALS.email });
    expect(await getSession()).toMatchObject({ id: SEED.demoUserId });

    await expect(logout()).resolves.toBeUndefined();
    const error = await getSession().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Please log in to continue"}');
    expect((error as ApiError).serverMessage).toBe('Please log in to continue');
  });

  it('registers a resident, signed in at once, and refuses the same email again', async () => {
    const user = await register(newResident);
    expect(user).toMatchObject({ username: 'meera_k', yearsLiving: 3, society: { id: 2 } });
    expect(await getSession()).toMatchObject({ id: user.id });

    await expect(register({ ...newResident, username: 'meera_two' })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'An account with this email already exists',
    });
    expect((await demoLogin()).id).toBe(SEED.demoUserId);
  });
});
