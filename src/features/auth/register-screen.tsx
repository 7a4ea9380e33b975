import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import { FiUserPlus } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RegisterBody } from '../../api/auth';
import { useSocieties } from '../../api/societies';
import { registerSchema, YEARS_LIVED_MAX, YEARS_LIVED_MIN } from '../../api/validation';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { MutedText, Stack } from '../../components/card';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import { fieldProps, numberOrNull, validateWith, useMessagesFollowLanguage } from '../../lib/forms';
import { AuthLayout } from './auth-layout';
import { messageOf } from '../../api/server-messages';
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

/** An example of a flat number, the same in every language. */
const FLAT_NUMBER_EXAMPLE = 'B-1204';

export default function RegisterScreen() {
  const { t } = useLingui();
  const registerCall = useRegister();
  const societies = useSocieties();
  const form = useFormik<RegisterValues>({
    initialValues,
    validate,
    onSubmit: (values) => registerCall.mutateAsync(toRegisterBody(values)).catch(() => {}),
  });
  useMessagesFollowLanguage(form);

  return (
    <AuthLayout
      title={t`Create your account`}
      subtitle={t`Join the residents of your society: raise concerns, share updates, meet neighbours.`}
    >
      {registerCall.isError && (
        // One per attempt: a second refusal takes the focus again, even in the same words.
        <Alert key={registerCall.submittedAt} takeFocus>
          {messageOf(registerCall.error, t`Registration failed`)}
        </Alert>
      )}
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack $gap={4}>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's key, not a text */}
          <TextField label={t`Full name`} autoComplete="name" {...fieldProps(form, 'fullName')} />
          <TextField
            label={t`Username`}
            autoComplete="username"
            hint={t`Letters, numbers and underscores; others mention you as @username.`}
            {...fieldProps(form, 'username')}
          />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            {...fieldProps(form, 'email')}
          />
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            {...fieldProps(form, 'password')}
          />
          <SelectField
            label={t`Society (optional)`}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's key, not a text
            {...fieldProps(form, 'societyId')}
            hint={
              societies.isError
                ? t`Societies could not be loaded; you can choose yours later.`
                : undefined
            }
          >
            <option value="">
              {societies.isPending ? t`Loading societies...` : t`Choose your society`}
            </option>
            {societies.data?.map((society) => (
              <option key={society.id} value={society.id}>
                {society.name} - {society.city}
              </option>
            ))}
          </SelectField>
          <Pair>
            <TextField
              label={t`Flat number (optional)`}
              placeholder={FLAT_NUMBER_EXAMPLE}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's key, not a text
              {...fieldProps(form, 'flatNumber')}
            />
            <TextField
              label={t`Years living here (optional)`}
              type="number"
              inputMode="numeric"
              min={YEARS_LIVED_MIN}
              max={YEARS_LIVED_MAX}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's key, not a text
              {...fieldProps(form, 'yearsLiving')}
            />
          </Pair>
          <TextAreaField label={t`Bio (optional)`} rows={3} {...fieldProps(form, 'bio')} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            pending={registerCall.isPending}
            icon={<FiUserPlus aria-hidden />}
          >
            {registerCall.isPending ? t`Creating account...` : t`Create Account`}
          </Button>
          <MutedText>
            <Trans>
              Your profile is visible to residents of all {BUILDER_SHORT_NAME} societies.
            </Trans>
          </MutedText>
        </Stack>
      </form>
      <Footer>
        <Trans>
          Already a member? <Link to="/login">Sign in</Link>
        </Trans>
      </Footer>
    </AuthLayout>
  );
}
