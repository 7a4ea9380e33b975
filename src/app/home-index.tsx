import { useAuth } from '../features/auth';
import { AppShell, FeedScreen, LandingScreen } from './screens';

/** `/` is the feed for a signed-in resident and the public landing page otherwise. */
export function HomeIndex() {
  const { user } = useAuth();
  if (!user) return <LandingScreen />;
  return (
    <AppShell>
      <FeedScreen />
    </AppShell>
  );
}
