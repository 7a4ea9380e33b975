// The resolver wrapper every handler goes through: body parsing and strict validation, the session,
// path and query parameters, unexpected exceptions, and the demo's failure injection and latency.
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../src/api/auth';
import { likePost } from '../src/api/interactions';
import { listPosts } from '../src/api/posts';
import { listSocieties } from '../src/api/societies';
import { loginAs } from '../src/testing/session';
import { db } from './db';
import { expectRejected, failure, send } from './handlers/test-utils';
import { jsonResponse } from './http';
import { SEED } from './seed';
import { resetSettings, settings, updateSettings } from './settings';

const likeBody = () => ({ userId: SEED.demoUserId, postId: SEED.othersPostId });
const likes = () => db.like.count({ where: { postId: { equals: SEED.othersPostId } } });
const FAILED_ON_PURPOSE = 'The demo backend failed this request on purpose (demo controls)';

describe('the request body', () => {
  it('is refused with 415 without a JSON content type', async () => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () =>
        send('POST', '/api/likes', JSON.stringify(likeBody()), { 'Content-Type': 'text/plain' }),
      415,
      'Content-Type must be application/json',
    );
  });

  it('is refused with 400 when it is missing or not valid JSON', async () => {
    await loginAs(SEED.demoUserId);
    await expectRejected(() => send('POST', '/api/likes'), 400, 'Request body is required');
    await expectRejected(
      () => send('POST', '/api/likes', '{"userId": 1,'),
      400,
      'Request body is not valid JSON',
    );
  });

  it.each(['"like"', '[1, 2]', 'null', '42'])('is refused with 400 when it is %s', async (raw) => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('POST', '/api/likes', raw),
      400,
      'Request body must be a JSON object',
    );
  });

  it("is validated strictly: a number sent as a string is a 400 with yup's message", async () => {
    await loginAs(SEED.demoUserId);
    await expectRejected(
      () => send('POST', '/api/likes', { ...likeBody(), userId: String(SEED.demoUserId) }),
      400,
      `userId must be a \`number\` type, but the final value was: \`"${SEED.demoUserId}"\`.`,
    );
    await expectRejected(
      () => send('POST', '/api/likes', { userId: SEED.demoUserId }),
      400,
      'postId is required',
    );
  });

  it.each(['isAdmin', 'constructor', 'toString', '__proto__'])(
    'is refused with 400 when it has the undocumented key %s',
    async (key) => {
      await loginAs(SEED.demoUserId);
      // Raw JSON: an object literal would turn "__proto__" into a prototype, not a key.
      const raw = JSON.stringify(likeBody()).replace(/}$/, `,"${key}":{"likesCount":1}}`);
      await expectRejected(() => send('POST', '/api/likes', raw), 400, `Unknown field: ${key}`);
    },
  );

  it('is accepted when valid, so the checks above are what refused the others', async () => {
    await loginAs(SEED.demoUserId);
    const before = likes();
    await send('POST', '/api/likes', likeBody());
    expect(likes()).toBe(before + 1);
  });
});

describe('the session', () => {
  it('is required: 401 without a session cookie or with an unknown token', async () => {
    await expectRejected(() => likePost(likeBody()), 401, 'Please log in to continue');
    document.cookie = 'vc_session=not-a-session; path=/';
    await expectRejected(() => getSession(), 401, 'Please log in to continue');
  });

  it('acts for its own user only: 403 for another user id', async () => {
    await loginAs(SEED.neighbourId);
    await expectRejected(
      () => likePost(likeBody()),
      403,
      'You can only do this for your own account',
    );
  });
});

describe('parameters', () => {
  it.each(['abc', '0', '-3', '1.5'])('answers 404 for the path id %s', async (id) => {
    expect(await failure(send('GET', `/api/posts/${id}`))).toEqual({
      status: 404,
      message: 'Post not found',
    });
  });

  it('answers 400 for a query number that is not a whole number', async () => {
    expect(await failure(send('GET', '/api/posts?limit=ten'))).toEqual({
      status: 400,
      message: 'limit must be a whole number',
    });
  });
});

describe('an unexpected exception', () => {
  it('is a 500 with a JSON message, and is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.society, 'getAll').mockImplementation(() => {
      throw new Error('disk on fire');
    });
    expect(await failure(listSocieties())).toEqual({
      status: 500,
      message: 'Internal server error',
    });
    expect(logged).toHaveBeenCalledWith(
      '[mock backend] listSocieties failed',
      expect.objectContaining({ message: 'disk on fire' }),
    );
  });
});

describe('failure injection (demo controls)', () => {
  afterEach(() => resetSettings());

  it('fails the named operations with a 500, and only them', async () => {
    updateSettings({ failing: ['listPosts'] });
    expect(await failure(listPosts())).toEqual({ status: 500, message: FAILED_ON_PURPOSE });
    expect(await listSocieties()).toHaveLength(SEED.societyCount);
  });

  it('fails everything at failureRate 1, mutations without touching the db', async () => {
    await loginAs(SEED.demoUserId);
    updateSettings({ failureRate: 1 });
    await expectRejected(() => listSocieties(), 500, FAILED_ON_PURPOSE);
    await expectRejected(() => getSession(), 500, FAILED_ON_PURPOSE);
    await expectRejected(() => likePost(likeBody()), 500, FAILED_ON_PURPOSE);
  });

  it('stops after a reset', async () => {
    updateSettings({ failing: ['listSocieties'], failureRate: 1, latencyMs: 10 });
    resetSettings();
    expect(settings).toEqual({ latencyMs: 0, failureRate: 0, failing: [] });
    expect(await listSocieties()).toHaveLength(SEED.societyCount);
  });
});

describe('latency (demo controls)', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetSettings();
  });

  it('holds every response for latencyMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    updateSettings({ latencyMs: 800 });
    let settled = false;
    const request = listSocieties().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await request).toHaveLength(SEED.societyCount);
    expect(settled).toBe(true);
  });
});

describe('a JSON response', () => {
  it("is msw's HttpResponse.json, its Content-Length in UTF-8 bytes counted without a Blob", async () => {
    const bodies = [
      { message: 'Lift not working' },
      { text: 'लिफ़्ट बंद है', name: 'Zoë', mood: '🙂', lone: '\ud83d' },
      [],
      null,
    ];
    for (const body of bodies) {
      const ours = jsonResponse(body, { status: 201, headers: { 'Set-Cookie': 'a=b' } });
      const msw = HttpResponse.json(body, { status: 201, headers: { 'Set-Cookie': 'a=b' } });
      expect(ours.status).toBe(201);
      expect([...ours.headers]).toEqual([...msw.headers]);
      expect(await ours.text()).toBe(await msw.text());
    }
    expect(jsonResponse({ text: 'ह' }, { status: 200 }).headers.get('Content-Length')).toBe('14');
  });
});
