import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { callProbingFeature, isApiError, isEndpointMissing } from '../../api/client';
import { createGroup, groupKeys, type CreateGroupBody } from '../../api/groups';
import { useSocieties } from '../../api/societies';
import type { Id } from '../../api/types';
import { createGroupSchema } from '../../api/validation';
import { probeGroups } from './use-groups';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { SelectField, TextAreaField, TextField } from '../../components/field';
import { Switch } from '../../components/switch';
import { useToast } from '../../components/toast';
import { fieldProps, numberOrNull, validateWith, useMessagesFollowLanguage } from '../../lib/forms';

/** The society select lists the first 10 societies (docs/product.md#groups-and-membership). */
export const SOCIETY_OPTIONS = 10;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

interface Values {
  name: string;
  description: string;
  /** '' is the blank option: builder-wide. */
  societyId: string;
  isPrivate: boolean;
}

const EMPTY: Values = { name: '', description: '', societyId: '', isPrivate: false };

function toBody(values: Values, adminId: Id): CreateGroupBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    societyId: numberOrNull(values.societyId),
    isPrivate: values.isPrivate,
    adminId,
  };
}

/** The Create Group form (formik + the shared schema); it keeps what was typed on any failure. */
export function CreateGroupForm({
  adminId,
  onCancel,
  onCreated,
}: {
  adminId: Id;
  onCancel: () => void;
  onCreated: (groupId: Id) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const societies = useSocieties();
  const create = useMutation({
    mutationFn: (body: CreateGroupBody) => callProbingFeature(() => createGroup(body), probeGroups),
  });
  // A taken name (409) is shown under the name while that name is still the one typed. The text is
  // the app's own (product.md's), in the reader's language, not the server's English message.
  const [taken, setTaken] = useState<string | null>(null);
  const validate = useMemo(
    () => validateWith(createGroupSchema, (values: Values) => toBody(values, adminId)),
    [adminId],
  );

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validate,
    onSubmit: async (values) => {
      const body = toBody(values, adminId);
      try {
        const group = await create.mutateAsync(body);
        const name = group.name;
        toast({ title: t`Group created`, description: t`Your group "${name}" is ready.` });
        await queryClient.invalidateQueries({ queryKey: groupKeys.all });
        onCreated(group.id);
      } catch (error) {
        if (isApiError(error, 409)) {
          setTaken(values.name);
          return;
        }
        toast({
          title: t`Error`,
          description: isEndpointMissing(error)
            ? t`Failed to create group: groups are not available on this server yet.`
            : t`Failed to create group. Please try again.`,
          variant: 'destructive',
        });
      }
    },
  });
  useMessagesFollowLanguage(form);

  const { values, errors, submitCount } = form;
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  // A refused submit takes the resident to the first field to fix, once per submit.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (submitCount === focusedFor.current || form.isValidating) return;
    focusedFor.current = submitCount;
    if (errors.name) nameRef.current?.focus();
    else if (errors.description) descriptionRef.current?.focus();
  }, [submitCount, errors.name, errors.description, form.isValidating]);
  const nameField = fieldProps(form, 'name');
  const nameError =
    nameField.error ?? (taken === values.name ? t`A group with this name already exists` : null);
  const options = (societies.data ?? []).slice(0, SOCIETY_OPTIONS);

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Stack $gap={4}>
        <TextField
          label={t`Group name`}
          placeholder={t`e.g. Weekend Cricket League`}
          autoComplete="off"
          ref={nameRef}
          {...nameField}
          error={nameError}
        />
        <TextAreaField
          label={t`Description`}
          placeholder={t`What is this group about?`}
          rows={3}
          ref={descriptionRef}
          {...fieldProps(form, 'description')}
        />
        <SelectField
          label={t`Society`}
          hint={
            societies.isError
              ? t`Societies could not be loaded; the group can still be builder-wide.`
              : t`Leave it blank for a group open to every society.`
          }
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
          {...form.getFieldProps('societyId')}
        >
          <option value="">{t`Builder-wide (all societies)`}</option>
          {options.map((society) => (
            <option key={society.id} value={String(society.id)}>
              {society.name} - {society.city}
            </option>
          ))}
        </SelectField>
        <Switch
          label={t`Private group`}
          description={t`People ask to join, and you approve them. A public group is joined at once; either way only members see the posts.`}
          checked={values.isPrivate}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's name
          onChange={(checked) => void form.setFieldValue('isPrivate', checked)}
        />
        <Actions>
          <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={form.isSubmitting}>
            {form.isSubmitting ? t`Creating...` : t`Create Group`}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
