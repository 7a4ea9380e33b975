import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the older home (issue 6).
export default function LegacyHomeScreen() {
  return <PlaceholderScreen name="Home (older version)" />;
}
