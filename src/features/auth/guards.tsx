import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import type { Id, User } from '../../api/types';
import { PageSpinner } from '../../components/page-spinner';
import { startPageOf } from '../../lib/start-page';
import { useAuth } from './auth-context';

export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'> & {
    /** Who was signed in on that page until their session ended there; absent for a visitor. */
    userId?: Id | null;
  };
}

/**
 * Where to go after `user` signs in: back to where they were going, else their start page (the
 * feed, the care team's queue). A page that another resident was on when they signed out (one
 * phone, two accounts) is not where this one was going: it may hold the other's search, tab or
 * post.
 */
export function returnPath(state: unknown, user: Pick<User, 'id' | 'careTeam'>): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register')
    return startPageOf(user);
  if (from.userId != null && from.userId !== user.id) return startPageOf(user);
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Pages inside the shell need a signed-in user; a visitor goes to /login and comes back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // Who was signed in here, kept once they are gone (signed out, or their session ended).
  const [lastUserId, setLastUserId] = useState<Id | null>(user?.id ?? null);
  if (user && user.id !== lastUserId) setLastUserId(user.id);
  if (isLoading) return <PageSpinner />;
  if (!user) {
    const { pathname, search, hash } = location;
    const state: FromState = { from: { pathname, search, hash, userId: lastUserId } };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** Login and Register are for visitors: a signed-in resident goes on to where they were going. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={returnPath(location.state, user)} replace />;
  return children;
}
