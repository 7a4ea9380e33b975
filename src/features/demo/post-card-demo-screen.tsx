import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the post card demo (issue 6).
export default function PostCardDemoScreen() {
  return <PlaceholderScreen name="Post card demo" />;
}
