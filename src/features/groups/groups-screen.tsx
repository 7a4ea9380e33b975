import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by Groups (issue 5).
export default function GroupsScreen() {
  return <PlaceholderScreen name="Groups" />;
}
