import { describe, expect, it } from 'vitest';
import {
  demoLogin,
  getSession,
  login,
  logout,
  register,
  type RegisterBody,
} from '../../src/api/auth';
import { DEMO_CREDENTIALS } from '../../src/lib/demo';
import { loginAs } from '../../src/testing/session';
import { db } from '../db';
import { SEED } from '../seed';
import { expectRejected, groupRecord, respond, send, userRecord } from './test-utils';

const sessionsOf = (userId: number) => db.session.count({ where: { userId: { equals: userId } } });
const hasSessionCookie = () => /(^|; )vc_session=\w+/.test(document.cookie);

const newResident = (overrides: Partial<RegisterBody> = {}): RegisterBody => ({
  email: 'nisha.rao@example.in',
  password: 'secret123',
  username: 'nisha_rao',
  fullName: 'Nisha Rao',
  bio: null,
  societyId: SEED.demoSocietyId,
  flatNumber: 'C-204',
  yearsLiving: 2,
  ...overrides,
});

describe('login', () => {
  it('signs in with the right password: the user, a session and its cookie', async () => {
    const user = await login(DEMO_CREDENTIALS);
    expect(user).toMatchObject({ id: SEED.demoUserId, email: DEMO_CREDENTIALS.email });
    expect(user).not.toHaveProperty('password');
    expect(sessionsOf(SEED.demoUserId)).toBe(1);
    expect(hasSessionCookie()).toBe(true);
    expect((await getSession()).id).toBe(SEED.demoUserId);
  });

  it('matches the email whatever its case', async () => {
    const user = await login({ ...DEMO_CREDENTIALS, email: DEMO_CREDENTIALS.email.toUpperCase() });
    expect(user.id).toBe(SEED.demoUserId);
  });

  it('refuses a wrong password or an unknown email with 401, no session made', async () => {
    await expectRejected(
      () => login({ ...DEMO_CREDENTIALS, password: 'wrong-password' }),
      401,
      'Invalid email or password',
    );
    await expectRejected(
      () => login({ email: 'nobody@example.in', password: DEMO_CREDENTIALS.password }),
      401,
      'Invalid email or password',
    );
  });

  it('validates the body with the shared validation rules (400)', async () => {
    await expectRejected(
      () => login({ ...DEMO_CREDENTIALS, email: 'not-an-email' }),
      400,
      'Invalid email address',
    );
    await expectRejected(
      () => login({ ...DEMO_CREDENTIALS, password: '123' }),
      400,
      'Password must be at least 6 characters',
    );
    await expectRejected(
      () => send('POST', '/api/auth/login', { email: DEMO_CREDENTIALS.email, password: 12345678 }),
      400,
      /^password must be a `string` type/,
    );
  });
});

describe('demo login', () => {
  it('signs in as the demo user without a body', async () => {
    const user = await demoLogin();
    expect(user.id).toBe(SEED.demoUserId);
    expect(sessionsOf(SEED.demoUserId)).toBe(1);
    expect((await getSession()).id).toBe(SEED.demoUserId);
  });
});

describe('register', () => {
  it('creates the user (201), signs them in and joins their society group', async () => {
    const group = groupRecord(SEED.societyGroupId);
    const response = await respond('POST', '/api/auth/register', newResident());
    expect(response.status).toBe(201);
    const user = response.body as { id: number };
    expect(user).toMatchObject({
      username: 'nisha_rao',
      fullName: 'Nisha Rao',
      society: { id: SEED.demoSocietyId },
      flatNumber: 'C-204',
      yearsLived: 2,
      followersCount: 0,
      followingCount: 0,
      postsCount: 0,
    });
    expect(userRecord(user.id)).toMatchObject({ email: 'nisha.rao@example.in', bio: null });
    expect((await getSession()).id).toBe(user.id);

    const membership = db.groupMember.findFirst({
      where: { groupId: { equals: group.id }, userId: { equals: user.id } },
    });
    expect(membership).toMatchObject({ status: 'joined', role: 'member' });
    expect(groupRecord(group.id).memberCount).toBe(group.memberCount + 1);
  });

  it('joins no group without a society, and defaults years living to 1', async () => {
    const members = db.groupMember.count();
    const user = await register(newResident({ societyId: null, yearsLiving: null, bio: '  ' }));
    expect(db.groupMember.count()).toBe(members);
    expect(userRecord(user.id)).toMatchObject({ societyId: null, yearsLived: 1, bio: null });
  });

  it('refuses a taken email or username with 409, whatever the case', async () => {
    const demo = userRecord(SEED.demoUserId);
    await expectRejected(
      () => register(newResident({ email: DEMO_CREDENTIALS.email.toUpperCase() })),
      409,
      'An account with this email already exists',
    );
    await expectRejected(
      () => register(newResident({ username: demo.username.toUpperCase() })),
      409,
      'This username is already taken',
    );
  });

  it('refuses an unknown society with 404', async () => {
    await expectRejected(
      () => register(newResident({ societyId: 9999 })),
      404,
      'Society not found',
    );
  });

  it.each([
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    [
      'a username with a space',
      { username: 'nisha rao' },
      'Username can only contain letters, numbers and underscores',
    ],
    ['a blank full name', { fullName: ' a ' }, 'Full name must be at least 2 characters'],
    ['an invalid email', { email: 'nisha@' }, 'Invalid email address'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['51 years', { yearsLiving: 51 }, 'Years living must be between 1 and 50'],
    ['a too long bio', { bio: 'x'.repeat(301) }, 'Bio must be at most 300 characters'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    await expectRejected(() => register(newResident(overrides)), 400, message);
  });

  it('refuses a society id sent as a string (400)', async () => {
    await expectRejected(
      () => send('POST', '/api/auth/register', { ...newResident(), societyId: '1' }),
      400,
      /^societyId must be a `number` type/,
    );
  });
});

describe('logout and session', () => {
  it('ends the session and clears the cookie: getSession then gives 401', async () => {
    await loginAs(SEED.demoUserId);
    expect(sessionsOf(SEED.demoUserId)).toBe(1);

    expect((await respond('POST', '/api/auth/logout')).status).toBe(204);
    expect(sessionsOf(SEED.demoUserId)).toBe(0);
    expect(hasSessionCookie()).toBe(false);
    await expectRejected(() => getSession(), 401, 'Please log in to continue');
  });

  it('logs out without a session too, and ends only its own session', async () => {
    await logout();
    await loginAs(SEED.neighbourId);
    const other = db.session.create({ token: 'other-device', userId: SEED.neighbourId });
    await logout();
    expect(db.session.getAll().map((session) => session.token)).toEqual([other.token]);
  });

  it('gives 401 without a session', async () => {
    await expectRejected(() => getSession(), 401, 'Please log in to continue');
  });
});
