import type { ConcernCategory, ConcernStatus } from '../../src/lib/concerns';
import { DEFAULT_RECORD_PERIOD, RECORD_PERIODS, type RecordPeriod } from '../../src/lib/societies';
import { db, type SocietyRecord } from '../db';
import { keptUntilWrite } from '../db-store';
import { notFound, oneOf, route } from '../http';
import { toSociety } from '../serialize';
import { byTime } from '../time-order';
import {
  historiesOfSociety,
  rankSocieties,
  recordOf,
  type ConcernHistory,
} from '../society-record';

const SOCIETY_NOT_FOUND = 'Society not found';

/** ?period=30|90, 30 when absent; 400 for anything else. */
function periodOf(query: URLSearchParams): RecordPeriod {
  const allowed = RECORD_PERIODS.map(String);
  const value = oneOf('period', query.get('period'), allowed);
  return value === undefined ? DEFAULT_RECORD_PERIOD : (Number(value) as RecordPeriod);
}

function requireSociety(id: number): SocietyRecord {
  const society = db.society.findFirst({ where: { id: { equals: id } } });
  if (!society) throw notFound(SOCIETY_NOT_FOUND);
  return society;
}

/**
 * The concerns as the record reads them (mocks/society-record.ts), every one or only `societyId`'s:
 * its post's society (none when builder-wide), when it was raised, its status and its status
 * steps, oldest first. Each post, concern and step is looked at once (no search of the posts per
 * concern); only the concerns asked for are built into histories. Kept until the next write.
 */
const concernHistories = keptUntilWrite(
  (societyId: number | undefined): readonly ConcernHistory[] => {
    const concerns = db.concern.getAll();
    const concernIds = new Set(concerns.map((concern) => concern.id));
    const posts = new Map(
      db.post
        .getAll()
        .filter(
          (post) =>
            concernIds.has(post.id) &&
            (societyId === undefined || (!post.isBuilderWide && post.societyId === societyId)),
        )
        .map((post) => [post.id, post]),
    );
    const stepsByConcern = new Map<number, ConcernHistory['steps'][number][]>();
    const statusEvents = db.concernEvent
      .getAll()
      .filter((event) => event.type === 'status' && posts.has(event.postId))
      .sort((a, b) => byTime(a, b) || a.id - b.id);
    for (const event of statusEvents) {
      const steps = stepsByConcern.get(event.postId) ?? [];
      steps.push({
        status: event.status as ConcernStatus,
        at: Date.parse(event.createdAt),
        rating: event.rating,
      });
      stepsByConcern.set(event.postId, steps);
    }
    return concerns.flatMap((concern) => {
      const post = posts.get(concern.id);
      if (!post) return [];
      return [
        {
          category: concern.category as ConcernCategory,
          societyId: post.isBuilderWide ? null : post.societyId,
          raisedAt: Date.parse(post.createdAt),
          status: concern.status as ConcernStatus,
          statusSince: Date.parse(concern.statusSince),
          steps: stepsByConcern.get(concern.id) ?? [],
        },
      ];
    });
  },
);

const iso = (ms: number) => new Date(ms).toISOString();

export const societyHandlers = {
  listSocieties: route('listSocieties', 'get', '/api/societies', () =>
    db.society
      .getAll()
      .sort((a, b) => a.id - b.id)
      .map(toSociety),
  ),

  // Before getSociety: "records" is no society id.
  listSocietyRecords: route('listSocietyRecords', 'get', '/api/societies/records', ({ query }) => {
    const period = periodOf(query);
    const now = Date.now();
    const histories = concernHistories(undefined);
    const societies = db.society.getAll().map((society) => ({
      id: society.id,
      society: toSociety(society),
      figures: recordOf(historiesOfSociety(histories, society.id), now, period).figures,
    }));
    return {
      period,
      asOf: iso(now),
      builderWide: recordOf(histories, now, period).figures,
      societies: rankSocieties(societies).map(({ society, figures }) => ({ society, figures })),
    };
  }),

  getSociety: route('getSociety', 'get', '/api/societies/{id}', ({ idParam }) => {
    const society = requireSociety(idParam('id', SOCIETY_NOT_FOUND));
    const bySociety = { where: { societyId: { equals: society.id } } };
    return {
      ...toSociety(society),
      residentsCount: db.user.count(bySociety),
      groupsCount: db.group.count(bySociety),
    };
  }),

  getSocietyRecord: route(
    'getSocietyRecord',
    'get',
    '/api/societies/{id}/record',
    ({ idParam, query }) => {
      const society = requireSociety(idParam('id', SOCIETY_NOT_FOUND));
      const period = periodOf(query);
      const now = Date.now();
      const record = recordOf(concernHistories(society.id), now, period);
      return {
        society: toSociety(society),
        period,
        asOf: iso(now),
        figures: record.figures,
        weeks: record.weeks.map((week) => ({ ...week, from: iso(week.from), to: iso(week.to) })),
        categories: record.categories,
      };
    },
  ),
};
