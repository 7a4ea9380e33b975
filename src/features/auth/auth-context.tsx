import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { logout as logoutCall, sessionKeys, sessionQueryOptions } from '../../api/auth';
import type { User } from '../../api/types';
import { useToast } from '../../components/toast';
import { keepViewerStateFor } from '../../api/viewer-state';
import { clearDraftsOf } from '../../lib/drafts';
import { beginSession, onSessionExpired } from '../../lib/session-events';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { forgetSessionEnded, rememberSessionEnded } from './session-ended';
import { readStoredUser, storeUser } from './stored-user';

/** Said in a toast and on the login page when the session has ended; shown with `i18n._`. */
export const SESSION_EXPIRED = msg`Your session has ended. Please log in again.`;
/** The same text in English, for tests and stories. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please log in again.';

export interface AuthState {
  user: User | null;
  /** True until the stored user has been read (it is read before the first render). */
  isLoading: boolean;
  /** Stores the user a login, register or demo login returned. */
  signIn: (user: User) => void;
  /** Ends the session on the server (proposed call) and forgets the user. */
  signOut: () => Promise<void>;
  /** Replaces the stored user after a profile edit. */
  updateUser: (user: User) => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in user; only for screens behind the sign-in guard. */
export function useViewer(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useViewer needs a signed-in user');
  return user;
}

/** The id in a stored user's JSON, or null for none or one that cannot be read. */
function idOfStoredJson(json: string | null): number | null {
  try {
    const id: unknown = json === null ? null : (JSON.parse(json) as { id?: unknown })?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [storedUser, setStoredUser] = useState<User | null>(readStoredUser);
  const queryClient = useQueryClient();
  const toast = useToast();

  const forget = useCallback(() => {
    beginSession();
    storeUser(null);
    setStoredUser(null);
    queryClient.removeQueries();
  }, [queryClient]);

  const signIn = useCallback(
    (next: User) => {
      // Another user's cached data must not show for this one; the fresh user is the session.
      beginSession();
      queryClient.removeQueries();
      queryClient.setQueryData(sessionKeys.current, next);
      storeUser(next);
      setStoredUser(next);
      forgetSessionEnded();
    },
    [queryClient],
  );

  // The app cannot end an HttpOnly session cookie itself: a server without the proposed logout
  // call keeps the session alive (docs/real-backend.md). What the app holds goes either way: the
  // cache, the stored user and, on a shared phone, this resident's drafts.
  const signOut = useCallback(async () => {
    const leaving = readStoredUser();
    // From the press on: a 401 to an earlier call that answers during the logout call is no news.
    beginSession();
    try {
      await logoutCall();
    } catch {
      // The session ends locally even when the server cannot be reached.
    }
    if (leaving) clearDraftsOf(leaving.id);
    forgetSessionEnded();
    forget();
  }, [forget]);

  const updateUser = useCallback(
    (next: User) => {
      queryClient.setQueryData(sessionKeys.current, next);
      storeUser(next);
      setStoredUser(next);
    },
    [queryClient],
  );

  // Our API's 401 while signed in (api/query-client.ts; a network failure or a proxy's 401 is not
  // one): the session is gone. Sign out with a message, in a toast and on the login page; the
  // guard sends the resident to /login and back here afterwards, and drafts stay in storage.
  useEffect(
    () =>
      onSessionExpired(() => {
        if (!readStoredUser()) return;
        rememberSessionEnded();
        forget();
        // Sticky: the failed action's own error toast, which follows, must not replace it.
        toast({
          title: i18n._(msg`Signed out`),
          description: i18n._(SESSION_EXPIRED),
          variant: 'destructive',
          sticky: true,
        });
      }),
    [forget, toast],
  );

  // What the resident's own likes and follows set is theirs alone.
  const storedUserId = storedUser?.id ?? null;
  useEffect(() => keepViewerStateFor(storedUserId), [storedUserId]);

  // Another tab signed in or out.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== STORED_USER_KEY && event.key !== null) return;
      // A new session when someone else is signed in (or no one), not when the other tab only
      // stored fresher counts or a profile edit of the same resident. What this tab read for the
      // last one (their likes and saves on the post open here) is read again for the next: reset,
      // so the screens in view ask again at once.
      if (event.key === null || idOfStoredJson(event.oldValue) !== idOfStoredJson(event.newValue)) {
        beginSession();
        void queryClient.resetQueries();
      }
      setStoredUser(readStoredUser());
    }
    addEventListener('storage', onStorage);
    return () => removeEventListener('storage', onStorage);
  }, [queryClient]);

  // Confirm the stored session once; its answer is the freshest copy of the user (counts change
  // elsewhere). Our API's 401 signs out through the listener above; any other failure (offline,
  // the demo's worker not answering yet, a backend without the proposed call) keeps the stored
  // user.
  const session = useQuery({ ...sessionQueryOptions(), enabled: storedUser !== null });
  // Most loads, the session's copy equals the stored user: the stored object is kept then, so its
  // arrival does not render every screen reading the user (the whole signed-in tree) again.
  const sessionUser = session.data;
  const user = useMemo(
    () =>
      storedUser && sessionUser?.id === storedUser.id
        ? replaceEqualDeep(storedUser, sessionUser)
        : storedUser,
    [storedUser, sessionUser],
  );
  useEffect(() => {
    if (user) storeUser(user);
  }, [user]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading: false, signIn, signOut, updateUser }),
    [user, signIn, signOut, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
