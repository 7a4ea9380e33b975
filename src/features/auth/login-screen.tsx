import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FiLogIn, FiPlayCircle, FiTool } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { loginSchema } from '../../api/validation';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { TextField } from '../../components/field';
import { WITH_DEMO_CONTROLS } from '../../lib/demo-controls-events';
import { fieldProps, validateWith, useMessagesFollowLanguage } from '../../lib/forms';
import { SESSION_EXPIRED } from './auth-context';
import { AuthLayout } from './auth-layout';
import { messageOf } from '../../api/server-messages';
import { hasSessionEnded } from './session-ended';
import { useCareTeamLogin, useDemoLogin, useLogin } from './use-auth-actions';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Footer = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LoginValues {
  email: string;
  password: string;
}

const validate = validateWith(loginSchema, (values: LoginValues) => values);

export default function LoginScreen() {
  const { t } = useLingui();
  const loginCall = useLogin();
  const demoCall = useDemoLogin();
  const careCall = useCareTeamLogin();
  // Signed out because the session ended: said here until they sign in, also after a reload.
  const [sessionEnded] = useState(hasSessionEnded);
  const form = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate,
    onSubmit: (values) =>
      loginCall
        .mutateAsync({ email: values.email.trim(), password: values.password })
        .catch(() => {}),
  });
  useMessagesFollowLanguage(form);
  const error = loginCall.isError
    ? messageOf(loginCall.error, t`Login failed`)
    : demoCall.isError
      ? messageOf(demoCall.error, t`Demo login failed`)
      : careCall.isError
        ? messageOf(careCall.error, t`Care team login failed`)
        : null;

  return (
    <AuthLayout
      title={t`Sign in`}
      subtitle={t`Welcome back. Sign in to see what is happening in your society.`}
    >
      {sessionEnded && <Alert tone="info">{t(SESSION_EXPIRED)}</Alert>}
      {error && <Alert>{error}</Alert>}
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack $gap={4}>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            {...fieldProps(form, 'email')}
          />
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            {...fieldProps(form, 'password')}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            pending={loginCall.isPending}
            icon={<FiLogIn aria-hidden />}
          >
            {loginCall.isPending ? t`Signing in...` : t`Sign In`}
          </Button>
        </Stack>
      </form>
      <Divider>
        <Trans>or</Trans>
      </Divider>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        pending={demoCall.isPending}
        icon={<FiPlayCircle aria-hidden />}
        onClick={() => demoCall.mutate()}
      >
        <Trans>Continue as Demo User</Trans>
      </Button>
      {/* The care team's demo account is the mock backend's: a real-backend build has none. */}
      {WITH_DEMO_CONTROLS && (
        <Button
          variant="outline"
          size="lg"
          fullWidth
          pending={careCall.isPending}
          icon={<FiTool aria-hidden />}
          onClick={() => careCall.mutate()}
        >
          <Trans>Continue as Care Team</Trans>
        </Button>
      )}
      <Footer>
        <Trans>
          New to the community? <Link to="/register">Create New Account</Link>
        </Trans>
      </Footer>
    </AuthLayout>
  );
}
