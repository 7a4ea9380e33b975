// The care team as residents and the composer meet it (docs/product.md#concerns): who serves a
// society (whom a concern can be assigned to), and the open concerns like the one being written.
import type { Concern, Post } from '../../src/api/types';
import { CONCERN_CATEGORIES } from '../../src/lib/concerns';
import { db } from '../db';
import { badRequest, oneOf, route } from '../http';
import { Lookup, toPost } from '../serialize';
import { requireSociety, visibleFeedPosts } from '../store';

const SIMILAR_LIMIT = 3;
// Words too common in concerns to say two of them are about the same thing.
const COMMON_WORDS = new Set(
  'the and for are not but has have this that with from our all any was were been its since there their they them again still please also since very'.split(
    ' ',
  ),
);

/** The words of a text that can tell concerns apart: letters or digits (any script), 3 or more. */
function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]{3,}/gu) ?? [];
  return new Set(words.filter((word) => !COMMON_WORDS.has(word)));
}

/** Share of the new text's words the concern's text has too (0 to 1). */
function closeness(wanted: Set<string>, text: string): number {
  if (wanted.size === 0) return 0;
  const words = wordsOf(text);
  let shared = 0;
  for (const word of wanted) if (words.has(word)) shared += 1;
  return shared / wanted.size;
}

const UNRESOLVED = new Set(['open', 'acknowledged', 'in_progress', 'reopened']);

export const careTeamHandlers = {
  listCareTeam: route('listCareTeam', 'get', '/api/care/team', ({ requireViewer, intQuery }) => {
    const viewer = requireViewer();
    const societyId = intQuery('societyId');
    const lookup = new Lookup(viewer);
    return db.careMember
      .getAll()
      .filter((member) => societyId === undefined || [null, societyId].includes(member.societyId))
      .sort(
        (a, b) => (a.societyId === null ? 1 : 0) - (b.societyId === null ? 1 : 0) || a.id - b.id,
      )
      .map((member) => ({
        user: lookup.userSummary(member.id),
        title: member.title,
        societyId: member.societyId,
      }));
  }),

  findSimilarConcerns: route(
    'findSimilarConcerns',
    'get',
    '/api/concerns/similar',
    ({ requireViewer, intQuery, query }) => {
      const viewer = requireViewer();
      const societyId = intQuery('societyId');
      const category = oneOf('category', query.get('category'), CONCERN_CATEGORIES);
      const text = query.get('text');
      if (societyId === undefined) throw badRequest('societyId is required');
      if (!category) throw badRequest('category is required');
      if (text === null) throw badRequest('text is required');
      if (text.length > 500) throw badRequest('text must be at most 500 characters');
      requireSociety(societyId);
      const wanted = wordsOf(text);
      const lookup = new Lookup(viewer);
      return visibleFeedPosts(viewer.id)
        .filter((post) => {
          const concern = lookup.concerns.get(post.id);
          return (
            concern?.category === category &&
            UNRESOLVED.has(concern.status) &&
            (post.societyId === societyId || post.isBuilderWide)
          );
        })
        .map((post) => ({ post, score: closeness(wanted, post.content) }))
        .filter(({ score }) => score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            // The counts the serializer reads, not a count of the db per comparison.
            (lookup.affectedCounts.get(b.post.id) ?? 0) -
              (lookup.affectedCounts.get(a.post.id) ?? 0),
        )
        .slice(0, SIMILAR_LIMIT)
        .map(({ post }) => toPost(post, lookup) as Post & { concern: Concern });
    },
  ),
};
