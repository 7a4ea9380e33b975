// The mock backend as the data grows: the feed, the care queue and a society's record, each asked
// for as the app asks, in a world a tenth of the target's size and in the target's (grown-world.ts).
// Each handler is run directly in Node (its resolver wrapper included; no network).
import { performance } from 'node:perf_hooks';
import { CARE_QUEUE_PAGE_SIZE } from '../../src/api/concerns.ts';
import { CARE_HEAD_CREDENTIALS } from '../../src/lib/demo.ts';
import { DEFAULT_RECORD_PERIOD } from '../../src/lib/societies.ts';
import { db } from '../../mocks/db.ts';
import { handlers } from '../../mocks/handlers/index.ts';
import { growWorld, GROWN_WORLD, TENTH_WORLD, type WorldSize } from './grown-world.ts';
import { percentile } from './stats.ts';
import { handlerSignIn } from './stub-api.ts';

const ORIGIN = 'http://127.0.0.1';
const RUNS = 40;

type HandlerName = 'listPosts' | 'getCareQueue' | 'getSocietyRecord';

export interface GrowthCase {
  label: string;
  /** p95 at the target's size must stay at or under this. */
  limitMs: number;
  tenth: number;
  grown: number;
  ratio: number;
}

/** The session cookie and the user of a login through the handlers. */
async function signIn(credentials?: { email: string; password: string }) {
  const { token, user } = await handlerSignIn(ORIGIN, credentials);
  return { cookie: `vc_session=${token}`, id: (JSON.parse(user) as { id: number }).id };
}

async function p95Of(name: HandlerName, path: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let run = -5; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await handlers[name].run({
      request: new Request(`${ORIGIN}${path}`, { headers: { cookie } }),
      requestId: `bench-${name}-${run}`,
      resolutionContext: { baseUrl: ORIGIN },
    });
    const response = result?.response;
    await response?.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response?.ok) throw new Error(`${path} answered ${response?.status}`);
    if (run >= 0) times.push(elapsed);
  }
  return percentile(times, 95);
}

/** The three requests' p95 in a world of `size`. */
async function timesIn(size: WorldSize) {
  growWorld(size);
  const resident = await signIn();
  const careHead = await signIn(CARE_HEAD_CREDENTIALS);
  const society = db.society.getAll()[0].id;
  return {
    // The feed's first page and the care queue's, as the app asks for them.
    feed: await p95Of(
      'listPosts',
      `/api/posts?filter=all&userId=${resident.id}&limit=20&offset=0`,
      resident.cookie,
    ),
    queue: await p95Of(
      'getCareQueue',
      `/api/care/queue?limit=${CARE_QUEUE_PAGE_SIZE}&offset=0`,
      careHead.cookie,
    ),
    record: await p95Of(
      'getSocietyRecord',
      `/api/societies/${society}/record?period=${DEFAULT_RECORD_PERIOD}`,
      resident.cookie,
    ),
  };
}

export async function measureGrowth(): Promise<{ sizes: WorldSize[]; cases: GrowthCase[] }> {
  const tenth = await timesIn(TENTH_WORLD);
  const grown = await timesIn(GROWN_WORLD);
  const limits = { feed: 20, queue: 20, record: 50 };
  const labels = {
    feed: 'GET /api/posts, first page',
    queue: 'Care queue, first page (care head)',
    record: "A society's record",
  };
  const cases = (Object.keys(limits) as Array<keyof typeof limits>).map((key) => ({
    label: labels[key],
    limitMs: limits[key],
    tenth: tenth[key],
    grown: grown[key],
    ratio: grown[key] / tenth[key],
  }));
  return { sizes: [TENTH_WORLD, GROWN_WORLD], cases };
}
