import { PlaceholderScreen } from '../../app/placeholder-screen';

// Stub: replaced by the older home (issue 6).
export default function OldHomeScreen() {
  return <PlaceholderScreen name="Older home" />;
}
