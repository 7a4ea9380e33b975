import { ExploreView } from './explore-view';

/**
 * /explore: the canonical Explore (docs/product.md#older-variants). /legacy/explore reuses
 * ExploreView.
 */
export default function ExploreScreen() {
  return <ExploreView />;
}
