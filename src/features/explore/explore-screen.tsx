import { ExploreView } from './explore-view';

/** /explore: the canonical Explore (DECISIONS §1). /legacy/explore reuses ExploreView. */
export default function ExploreScreen() {
  return <ExploreView />;
}
