// Without the proposed search endpoint the page still finds what the app knows locally
// (docs/product.md#search): the sample societies and the three fixed trending tags.
import type { HashtagSummary, SearchResults } from '../../api/types';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

// Hashtags are user content: never translated.

const SAMPLE_TAGS: HashtagSummary[] = [
  { tag: 'WaterSupply', postCount: 124, trending: true, trend: 'up' },
  { tag: 'CommunityCleanup', postCount: 89, trending: true, trend: 'up' },
  { tag: 'SecurityUpdate', postCount: 67, trending: true, trend: 'stable' },
];

export function sampleSearch(q: string): SearchResults {
  const needle = q.trim().toLowerCase().replace(/^[#@]/, '');
  const has = (text: string) => needle !== '' && text.toLowerCase().includes(needle);
  return {
    users: [],
    // Society ids follow SAMPLE_SOCIETIES' order, the order the backend seeds them in.
    societies: SAMPLE_SOCIETIES.map((society, index) => ({ id: index + 1, ...society })).filter(
      (society) => has(society.name) || has(society.city) || has(society.state),
    ),
    hashtags: SAMPLE_TAGS.filter((hashtag) => has(hashtag.tag)),
    groups: [],
  };
}
