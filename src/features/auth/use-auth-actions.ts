import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { demoLogin, login, register, type LoginBody, type RegisterBody } from '../../api/auth';
import { isApiError } from '../../api/client';
import type { User } from '../../api/types';
import { CARE_CREDENTIALS, DEMO_CREDENTIALS } from '../../lib/demo';
import { useAuth } from './auth-context';
import { returnPath } from './guards';

/** After any sign-in: store the user and go back to where the visitor was going, or start. */
function useSignedIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (user: User) => {
    signIn(user);
    navigate(returnPath(location.state, user), { replace: true });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: (body: LoginBody) => login(body), onSuccess: signedIn });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: (body: RegisterBody) => register(body), onSuccess: signedIn });
}

/**
 * "Continue as Demo User" (the login page and the Login Required dialog): the documented POST
 * /api/auth/demo-login, which needs nothing from the client. Only a server without that call
 * gets the fixed demo credentials the original held on the client.
 */
async function signInAsDemoUser(): Promise<User> {
  try {
    return await demoLogin();
  } catch (error) {
    if (![404, 405, 501].some((status) => isApiError(error, status))) throw error;
    return login({ ...DEMO_CREDENTIALS });
  }
}

export function useDemoLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: signInAsDemoUser, onSuccess: signedIn });
}

/**
 * "Continue as Care Team" (the login page, demo builds only): signs in the demo society's manager
 * with the seed's CARE_CREDENTIALS; no documented call exists for it.
 */
export function useCareTeamLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: () => login({ ...CARE_CREDENTIALS }), onSuccess: signedIn });
}

export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
}
