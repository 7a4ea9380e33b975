import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the older groups (issue 6).
export default function LegacyGroupsScreen() {
  return <PlaceholderScreen name="Groups (older version)" />;
}
