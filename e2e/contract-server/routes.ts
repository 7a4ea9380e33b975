// The documented calls of public/openapi.json (x-proposed: false), and nothing else: a proposed
// call is missing here exactly as it is missing in production.
import * as check from './checks.ts';
import { HttpError } from './checks.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, type SeedUser } from './seed.ts';
import type { FeedFilter, Interaction, World } from './world.ts';

export interface ApiCall {
  world: World;
  /** The captures of the route's pattern (path ids). */
  params: string[];
  query: URLSearchParams;
  /** The parsed JSON object; empty for a route without a body. */
  body: check.Body;
  sessionUserId: number | null;
}

export interface ApiResult {
  status: number;
  body?: unknown;
  /** Start a session for this user (login, demo-login, register). */
  signInUserId?: number;
}

export interface Route {
  method: string;
  pattern: RegExp;
  takesBody: boolean;
  handle: (call: ApiCall) => ApiResult;
}

const FEED_FILTERS: readonly FeedFilter[] = ['all', 'my-society', 'following', 'trending'];
const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'misinformation',
  'privacy',
  'other',
] as const;

const ok = (body: unknown): ApiResult => ({ status: 200, body });
const signedInAs = (world: World, user: SeedUser, status: number): ApiResult => ({
  status,
  body: world.profile(user, user.id),
  signInUserId: user.id,
});

function signedIn(call: ApiCall): number {
  if (call.sessionUserId === null) throw new HttpError(401, 'Not signed in');
  return call.sessionUserId;
}

function actingFor(sessionUserId: number, userId: number): void {
  if (userId !== sessionUserId) throw new HttpError(403, 'You can only act for yourself');
}

function login(call: ApiCall): ApiResult {
  const email = check.email(call.body);
  const password = check.password(call.body);
  const user = call.world.signIn(email, password);
  if (!user) throw new HttpError(401, 'Invalid email or password');
  return signedInAs(call.world, user, 200);
}

function demoLogin(call: ApiCall): ApiResult {
  const user = call.world.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  if (!user) throw new HttpError(401, 'The demo account does not exist');
  return signedInAs(call.world, user, 200);
}

function register({ world, body }: ApiCall): ApiResult {
  const user = world.register({
    email: check.email(body),
    password: check.password(body),
    username: check.username(body),
    fullName: check.text(body, 'fullName', 'Full name', 2, 80),
    bio: check.textOrNull(body, 'bio', 'Bio', 300),
    societyId: check.idOrNull(body, 'societyId'),
    flatNumber: check.textOrNull(body, 'flatNumber', 'Flat number', 20),
    yearsLiving: check.yearsLiving(body),
  });
  return signedInAs(world, user, 201);
}

function listPosts({ world, query }: ApiCall): ApiResult {
  const filter = check.oneOf(
    query.get('filter') ?? 'all',
    FEED_FILTERS,
    `filter must be one of ${FEED_FILTERS.join(', ')}`,
  );
  const userId = query.get('userId');
  const viewer =
    userId === null ? undefined : world.requireUser(check.idParameter(userId, 'userId'));
  if (!viewer && (filter === 'my-society' || filter === 'following'))
    throw new HttpError(400, `userId is required for the ${filter} filter`);
  return ok(world.listPosts(filter, viewer));
}

function createPost(call: ApiCall): ApiResult {
  const me = signedIn(call);
  const content = check.postContent(call.body);
  const authorId = check.id(call.body, 'authorId');
  check.optionalWords(call.body, 'hashtags');
  check.optionalWords(call.body, 'mentions');
  actingFor(me, authorId);
  return { status: 201, body: call.world.createPost(authorId, content) };
}

function interaction(kind: Interaction, on: boolean) {
  const [noun, done] = kind === 'like' ? ['Like', 'liked'] : ['Repost', 'reposted'];
  return (call: ApiCall): ApiResult => {
    const me = signedIn(call);
    const userId = check.id(call.body, 'userId');
    const postId = check.id(call.body, 'postId');
    actingFor(me, userId);
    if (!call.world.setMark(kind, userId, postId, on))
      throw on ? new HttpError(409, `Already ${done}`) : new HttpError(404, `${noun} not found`);
    return on ? { status: 201, body: { userId, postId } } : { status: 204 };
  };
}

function createReport(call: ApiCall): ApiResult {
  const me = signedIn(call);
  const { body, world } = call;
  const report = {
    reason: check.oneOf(body.reason, REPORT_REASONS, 'Please select a reason'),
    description: check.textOrNull(body, 'description', 'Details', 1000),
    postId: check.idOrNull(body, 'postId'),
    userId: check.idOrNull(body, 'userId'),
    reporterId: check.id(body, 'reporterId'),
  };
  actingFor(me, report.reporterId);
  if (report.postId === null && report.userId === null)
    throw new HttpError(400, 'Report a post or a user: postId or userId is required');
  if (report.postId !== null) world.requirePost(report.postId);
  if (report.userId !== null) world.requireUser(report.userId);
  return { status: 201, body: world.addReport(report) };
}

function getUser({ world, params, sessionUserId }: ApiCall): ApiResult {
  const user = world.requireUser(check.idParameter(params[0], 'User id'));
  return ok(world.profile(user, sessionUserId));
}

function follows(on: boolean) {
  return (call: ApiCall): ApiResult => {
    const me = signedIn(call);
    const followerId = check.id(call.body, 'followerId');
    const followingId = check.id(call.body, 'followingId');
    actingFor(me, followerId);
    if (on && followingId === followerId) throw new HttpError(400, 'You cannot follow yourself');
    call.world.requireUser(followingId);
    if (!call.world.setFollow(followerId, followingId, on))
      throw on ? new HttpError(409, 'Already following') : new HttpError(404, 'Not following');
    return on ? { status: 201, body: { followerId, followingId } } : { status: 204 };
  };
}

function followingStories(call: ApiCall): ApiResult {
  const me = signedIn(call);
  const userId = check.idParameter(call.params[0], 'User id');
  call.world.requireUser(userId);
  actingFor(me, userId);
  return ok(call.world.storiesFollowedBy(userId));
}

const route = (method: string, path: string, handle: Route['handle']): Route => ({
  method,
  // `{id}` in a documented path captures one path segment.
  pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`),
  takesBody: method !== 'GET' && path !== '/api/auth/demo-login',
  handle,
});

export const API_ROUTES: Route[] = [
  route('POST', '/api/auth/login', login),
  route('POST', '/api/auth/demo-login', demoLogin),
  route('POST', '/api/auth/register', register),
  route('GET', '/api/posts', listPosts),
  route('POST', '/api/posts', createPost),
  route('POST', '/api/likes', interaction('like', true)),
  route('DELETE', '/api/likes', interaction('like', false)),
  route('POST', '/api/reposts', interaction('repost', true)),
  route('DELETE', '/api/reposts', interaction('repost', false)),
  route('POST', '/api/reports', createReport),
  route('GET', '/api/societies', ({ world }) => ok(world.listSocieties())),
  route('GET', '/api/users/{id}', getUser),
  route('POST', '/api/follows', follows(true)),
  route('DELETE', '/api/follows', follows(false)),
  route('GET', '/api/stories/following/{userId}', followingStories),
];
