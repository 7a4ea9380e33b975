import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { demoLogin, login, register, type LoginBody, type RegisterBody } from '../../api/auth';
import type { User } from '../../api/types';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { useAuth } from './auth-context';
import { returnPath } from './guards';

/** After any sign-in: store the user and go back to where the visitor was going. */
function useSignedIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return (user: User) => {
    signIn(user);
    navigate(returnPath(location.state), { replace: true });
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

/** The login page's demo button: POST /api/auth/demo-login. */
export function useDemoLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: demoLogin, onSuccess: signedIn });
}

/** The landing page's "Continue as Demo User": the fixed demo credentials of SPEC §2. */
export function useDemoCredentialsLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: () => login({ ...DEMO_CREDENTIALS }), onSuccess: signedIn });
}

export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/login', { replace: true });
  };
}
