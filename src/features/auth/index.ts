// The auth feature as the rest of the app sees it: use it through this file only.

export { AuthProvider, SESSION_EXPIRED_MESSAGE, useAuth, useViewer } from './auth-context';
export { skipOtherPeoplesPages } from './other-peoples-pages';
export { RedirectIfSignedIn, RequireAuth } from './guards';
export { readStoredUser } from './stored-user';
export { useDemoLogin, useLogout } from './use-auth-actions';

// Loaded on demand, each in a chunk of its own.
export const loadLoginScreen = () => import('./login-screen');
export const loadRegisterScreen = () => import('./register-screen');
