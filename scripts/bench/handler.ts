// Mock backend speed: the feed request over 10,000 posts, answered by calling the handlers in Node
// (routing, session, query parsing, selection and serialisation; no network).
import { getResponse } from 'msw';
import { performance } from 'node:perf_hooks';
import { handlerList, handlers } from '../../mocks/handlers/index.ts';
import { seedBigDb } from './big-db.ts';
import { percentile } from './stats.ts';
import { handlerSignIn } from './stub-api.ts';

const ORIGIN = 'http://127.0.0.1';
const RUNS = 200;

export async function measureFeedHandler(posts = 10_000) {
  seedBigDb(posts);
  const login = await handlerSignIn(ORIGIN);
  const cookie = `vc_session=${login.token}`;
  const user = JSON.parse(login.user) as { id: number };
  // The feed's first page and a deep one, as the app asks for them (a 20-post page).
  const urls = [0, 5000].map(
    (offset) => `${ORIGIN}/api/posts?filter=all&userId=${user.id}&limit=20&offset=${offset}`,
  );
  // Handler time: the listPosts handler run directly (its resolver wrapper included). Routing
  // through every handler (getResponse) is timed too, for reference.
  const times: number[] = [];
  const routedTimes: number[] = [];
  let returned = 0;
  for (let run = -20; run < RUNS; run += 1) {
    const url = urls[Math.abs(run) % urls.length];
    let started = performance.now();
    const result = await handlers.listPosts.run({
      request: new Request(url, { headers: { cookie } }),
      requestId: `bench-${run}`,
      resolutionContext: { baseUrl: ORIGIN },
    });
    const body = (await result!.response!.json()) as unknown[];
    const elapsed = performance.now() - started;
    if (!result?.response?.ok) throw new Error(`feed request failed: ${result?.response?.status}`);
    returned = body.length;
    started = performance.now();
    const routed = await getResponse(handlerList, new Request(url, { headers: { cookie } }), {
      baseUrl: ORIGIN,
    });
    await routed!.arrayBuffer();
    if (run >= 0) {
      times.push(elapsed);
      routedTimes.push(performance.now() - started);
    }
  }
  return {
    posts,
    runs: RUNS,
    returned,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    routedP95: percentile(routedTimes, 95),
  };
}
