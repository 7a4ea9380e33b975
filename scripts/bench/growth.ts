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
import { median, percentile } from './stats.ts';
import { handlerSignIn } from './stub-api.ts';

const ORIGIN = 'http://127.0.0.1';
const RUNS = 40;

type HandlerName = 'listPosts' | 'getCareQueue' | 'getSocietyRecord';

export interface GrowthCase {
  label: string;
  /** p95 at the target's size must stay at or under this. */
  limitMs: number;
  /** p95 at the target's size, read in a row (what the handlers derive is kept). */
  grown: number;
  /** p95 at the target's size, each read after a write (everything derived afresh). */
  grownAfterWrite: number;
  /** Medians of the reads after a write, at a tenth of the size and at the target's. */
  tenthMedian: number;
  grownMedian: number;
  /** grownMedian / tenthMedian: the growth of the whole work. */
  ratio: number;
}

/** The session cookie and the user of a login through the handlers. */
async function signIn(credentials?: { email: string; password: string }) {
  const { token, user } = await handlerSignIn(ORIGIN, credentials);
  return { cookie: `vc_session=${token}`, id: (JSON.parse(user) as { id: number }).id };
}

/**
 * A write to the db that changes nothing anyone reads: what the handlers keep until a write
 * (mocks/db-store.ts, keptUntilWrite) is derived afresh by the next read.
 */
function touchDb() {
  const society = db.society.getAll()[0];
  db.society.update({ where: { id: { equals: society.id } }, data: { name: society.name } });
}

/** The p95 and the median of 40 timed runs. */
async function timesOf(
  name: HandlerName,
  path: string,
  cookie: string,
  afterWrite: boolean,
): Promise<{ p95: number; median: number }> {
  const times: number[] = [];
  for (let run = -5; run < RUNS; run += 1) {
    if (afterWrite) touchDb();
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
  return { p95: percentile(times, 95), median: median(times) };
}

type RequestName = 'feed' | 'queue' | 'record';
type Times = Record<RequestName, { p95: number; median: number }>;

/** The three requests' times in a world of `size`: read in a row, and each read after a write. */
async function timesIn(size: WorldSize): Promise<{ inARow: Times; afterWrite: Times }> {
  growWorld(size);
  const resident = await signIn();
  const careHead = await signIn(CARE_HEAD_CREDENTIALS);
  const society = db.society.getAll()[0].id;
  // The feed's first page, the care queue's and a society's record, as the app asks for them.
  const requests: Record<RequestName, [HandlerName, string, string]> = {
    feed: [
      'listPosts',
      `/api/posts?filter=all&userId=${resident.id}&limit=20&offset=0`,
      resident.cookie,
    ],
    queue: [
      'getCareQueue',
      `/api/care/queue?limit=${CARE_QUEUE_PAGE_SIZE}&offset=0`,
      careHead.cookie,
    ],
    record: [
      'getSocietyRecord',
      `/api/societies/${society}/record?period=${DEFAULT_RECORD_PERIOD}`,
      resident.cookie,
    ],
  };
  const inARow = {} as Times;
  const afterWrite = {} as Times;
  for (const [key, [name, path, cookie]] of Object.entries(requests) as Array<
    [RequestName, [HandlerName, string, string]]
  >) {
    inARow[key] = await timesOf(name, path, cookie, false);
    afterWrite[key] = await timesOf(name, path, cookie, true);
  }
  return { inARow, afterWrite };
}

export async function measureGrowth(): Promise<{ sizes: WorldSize[]; cases: GrowthCase[] }> {
  const tenth = await timesIn(TENTH_WORLD);
  const grown = await timesIn(GROWN_WORLD);
  const limits: Record<RequestName, number> = { feed: 20, queue: 20, record: 50 };
  const labels: Record<RequestName, string> = {
    feed: 'GET /api/posts, first page',
    queue: 'Care queue, first page (care head)',
    record: "A society's record",
  };
  const cases = (Object.keys(limits) as RequestName[]).map((key) => ({
    label: labels[key],
    limitMs: limits[key],
    grown: grown.inARow[key].p95,
    grownAfterWrite: grown.afterWrite[key].p95,
    // The growth of the whole work (after a write nothing derived is kept), by the medians: a
    // read of a millisecond or two at the tenth is doubled by one garbage collection in its p95.
    tenthMedian: tenth.afterWrite[key].median,
    grownMedian: grown.afterWrite[key].median,
    ratio: grown.afterWrite[key].median / tenth.afterWrite[key].median,
  }));
  return { sizes: [TENTH_WORLD, GROWN_WORLD], cases };
}
