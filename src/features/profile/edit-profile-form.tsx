import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { isApiError, isEndpointMissing } from '../../api/client';
import { messageOf } from '../../api/server-messages';
import type { User } from '../../api/types';
import type { UpdateUserBody } from '../../api/users';
import { editProfileSchema, YEARS_LIVED_MAX, YEARS_LIVED_MIN } from '../../api/validation';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { TextAreaField, TextField } from '../../components/field';
import { useToast } from '../../components/toast';
import { fieldProps, numberOrNull, validateWith, useMessagesFollowLanguage } from '../../lib/forms';
import { useUpdateProfile } from './use-update-profile';

const SAVE_FAILED = msg`Failed to update profile. Please try again.`;

export interface EditProfileValues {
  fullName: string;
  bio: string;
  /** Formik turns a number input's value into a number ('' when empty). */
  yearsLived: string | number;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The PATCH body; a number field that is empty or not a number reads as missing. */
function toBody(values: EditProfileValues): Omit<UpdateUserBody, 'yearsLived'> & {
  yearsLived: number | null;
} {
  const years = numberOrNull(String(values.yearsLived));
  return {
    fullName: values.fullName.trim(),
    bio: values.bio.trim() || null,
    yearsLived: years === null || Number.isNaN(years) ? null : years,
  };
}

const validate = validateWith(editProfileSchema, (values: EditProfileValues) => ({
  ...toBody(values),
  // The schema judges what was typed, so "   " is too short rather than trimmed to nothing.
  fullName: values.fullName,
}));

export function initialProfileValues(user: User): EditProfileValues {
  const years = user.yearsLived ?? user.yearsLiving;
  return {
    fullName: user.fullName,
    bio: user.bio ?? '',
    // Default 1 (docs/product.md#validation-rules).
    yearsLived: String(years && years >= YEARS_LIVED_MIN ? years : YEARS_LIVED_MIN),
  };
}

/**
 * Edit Profile: full name, bio and years lived (1 to 50), checked with the shared schema the server
 * uses (docs/product.md#validation-rules). A failed save keeps everything typed and says so in a
 * toast.
 */
export function EditProfileForm({
  user,
  onDone,
  onCancel,
}: {
  user: User;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const update = useUpdateProfile();
  const form = useFormik<EditProfileValues>({
    initialValues: initialProfileValues(user),
    validate,
    onSubmit: async (values) => {
      const body = toBody(values) as UpdateUserBody;
      try {
        await update.mutateAsync(body);
      } catch (error) {
        toast({
          title: t`Error`,
          description: isEndpointMissing(error, { recordExists: true })
            ? t`Profile editing is not available on this server yet. Your changes were not saved.`
            : // A 400 names the field the server refused; anything else is our fault, not theirs.
              isApiError(error, 400)
              ? messageOf(error, t(SAVE_FAILED))
              : t(SAVE_FAILED),
          variant: 'destructive',
        });
        return;
      }
      toast({ title: t`Profile updated`, description: t`Your changes are saved.` });
      onDone();
    },
  });
  useMessagesFollowLanguage(form);
  const { isSubmitting } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Stack $gap={4}>
        <TextField
          label={t`Full name`}
          autoComplete="name"
          readOnly={isSubmitting}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
          {...fieldProps(form, 'fullName')}
        />
        <TextAreaField
          label={t`Bio`}
          hint={t`A line or two about you, up to 300 characters.`}
          rows={3}
          readOnly={isSubmitting}
          {...fieldProps(form, 'bio')}
        />
        <TextField
          label={t`Years lived in your society`}
          type="number"
          inputMode="numeric"
          min={YEARS_LIVED_MIN}
          max={YEARS_LIVED_MAX}
          step={1}
          readOnly={isSubmitting}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
          {...fieldProps(form, 'yearsLived')}
        />
        <Actions>
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
