import { useFormik } from 'formik';
import { FiUserPlus } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messageOf } from '../../api/client';
import type { RegisterBody } from '../../api/auth';
import { useSocieties } from '../../api/societies';
import { registerSchema, YEARS_LIVED_MAX, YEARS_LIVED_MIN } from '../../api/validation';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { MutedText, Stack } from '../../components/card';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import { fieldProps, numberOrNull, validateWith } from '../../lib/forms';
import { AuthLayout } from './auth-layout';
import { useRegister } from './use-auth-actions';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Footer = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface RegisterValues {
  email: string;
  password: string;
  username: string;
  fullName: string;
  bio: string;
  societyId: string;
  flatNumber: string;
  yearsLiving: string;
}

const initialValues: RegisterValues = {
  email: '',
  password: '',
  username: '',
  fullName: '',
  bio: '',
  societyId: '',
  flatNumber: '',
  yearsLiving: '',
};

/**
 * Every key of the form is sent; empty optional ones as null (docs/product.md#documented-calls).
 */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  return {
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    bio: values.bio.trim() || null,
    societyId: numberOrNull(values.societyId),
    flatNumber: values.flatNumber.trim() || null,
    yearsLiving: numberOrNull(values.yearsLiving),
  };
}

const validate = validateWith(registerSchema, toRegisterBody);

export default function RegisterScreen() {
  const registerCall = useRegister();
  const societies = useSocieties();
  const form = useFormik<RegisterValues>({
    initialValues,
    validate,
    onSubmit: (values) => registerCall.mutateAsync(toRegisterBody(values)).catch(() => {}),
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join the residents of your society: raise concerns, share updates, meet neighbours."
    >
      {registerCall.isError && (
        <Alert>{messageOf(registerCall.error, 'Registration failed')}</Alert>
      )}
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack $gap={4}>
          <TextField label="Full name" autoComplete="name" {...fieldProps(form, 'fullName')} />
          <TextField
            label="Username"
            autoComplete="username"
            hint="Letters, numbers and underscores; others mention you as @username."
            {...fieldProps(form, 'username')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...fieldProps(form, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            {...fieldProps(form, 'password')}
          />
          <SelectField
            label="Society (optional)"
            {...fieldProps(form, 'societyId')}
            hint={
              societies.isError
                ? 'Societies could not be loaded; you can choose yours later.'
                : undefined
            }
          >
            <option value="">
              {societies.isPending ? 'Loading societies...' : 'Choose your society'}
            </option>
            {societies.data?.map((society) => (
              <option key={society.id} value={society.id}>
                {society.name} - {society.city}
              </option>
            ))}
          </SelectField>
          <Pair>
            <TextField
              label="Flat number (optional)"
              placeholder="B-1204"
              {...fieldProps(form, 'flatNumber')}
            />
            <TextField
              label="Years living here (optional)"
              type="number"
              inputMode="numeric"
              min={YEARS_LIVED_MIN}
              max={YEARS_LIVED_MAX}
              {...fieldProps(form, 'yearsLiving')}
            />
          </Pair>
          <TextAreaField label="Bio (optional)" rows={3} {...fieldProps(form, 'bio')} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            pending={registerCall.isPending}
            icon={<FiUserPlus aria-hidden />}
          >
            {registerCall.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
          <MutedText>
            Your profile is visible to residents of all {BUILDER_SHORT_NAME} societies.
          </MutedText>
        </Stack>
      </form>
      <Footer>
        Already a member? <Link to="/login">Sign in</Link>
      </Footer>
    </AuthLayout>
  );
}
