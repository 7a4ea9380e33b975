import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the profiles (issue 5).
export default function ProfileScreen() {
  return <PlaceholderScreen name="Profile" />;
}
