import { FeedView } from './feed-view';

/** /home: the canonical feed (DECISIONS §1); the older home screens reuse FeedView. */
export default function FeedScreen() {
  return <FeedView />;
}
