import { useAuth } from '../features/auth/auth-context';
import { AppShell, FeedScreen, LandingScreen } from './screens';

/** SPEC §2: `/` is the feed for a signed-in resident and the public landing page otherwise. */
export function HomeIndex() {
  const { user } = useAuth();
  if (!user) return <LandingScreen />;
  return (
    <AppShell>
      <FeedScreen />
    </AppShell>
  );
}
