import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by Explore (issue 5).
export default function ExploreScreen() {
  return <PlaceholderScreen name="Explore" />;
}
