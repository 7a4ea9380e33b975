import { lazy, type ComponentType } from 'react';
import { PlaceholderScreen } from './placeholder-screen';

// Screens load on demand: the first screen downloads only what it shows (issue: performance).
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function LazyScreen() {
    return <Screen />;
  };
}

export const placeholder = (name: string) => <PlaceholderScreen name={name} />;

export const LoginScreen = lazyScreen(() => import('../features/auth/login-screen'));
export const RegisterScreen = lazyScreen(() => import('../features/auth/register-screen'));
export const LandingScreen = () => placeholder('Public landing page');
export const FeedScreen = lazyScreen(() => import('../features/feed/feed-screen'));
