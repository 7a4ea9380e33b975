import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the older explore (issue 6).
export default function LegacyExploreScreen() {
  return <PlaceholderScreen name="Explore (older version)" />;
}
