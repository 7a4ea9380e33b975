import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the group page (issue 5).
export default function GroupDetailScreen() {
  return <PlaceholderScreen name="Group detail" />;
}
