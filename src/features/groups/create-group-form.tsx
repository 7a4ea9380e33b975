import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { callProbingFeature, isApiError, isEndpointMissing, messageOf } from '../../api/client';
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
import { fieldProps, numberOrNull, validateWith } from '../../lib/forms';

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const societies = useSocieties();
  const create = useMutation({
    mutationFn: (body: CreateGroupBody) => callProbingFeature(() => createGroup(body), probeGroups),
  });
  // A taken name (409) is shown under the name while that name is still the one typed.
  const [taken, setTaken] = useState<{ name: string; message: string } | null>(null);
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
        toast({ title: 'Group created', description: `Your group "${group.name}" is ready.` });
        await queryClient.invalidateQueries({ queryKey: groupKeys.all });
        onCreated(group.id);
      } catch (error) {
        if (isApiError(error, 409)) {
          setTaken({ name: values.name, message: messageOf(error, 'This name is taken') });
          return;
        }
        toast({
          title: 'Error',
          description: isEndpointMissing(error)
            ? 'Failed to create group: groups are not available on this server yet.'
            : 'Failed to create group. Please try again.',
          variant: 'destructive',
        });
      }
    },
  });

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
  const nameError = nameField.error ?? (taken && taken.name === values.name ? taken.message : null);
  const options = (societies.data ?? []).slice(0, SOCIETY_OPTIONS);

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Stack $gap={4}>
        <TextField
          label="Group name"
          placeholder="e.g. Weekend Cricket League"
          autoComplete="off"
          ref={nameRef}
          {...nameField}
          error={nameError}
        />
        <TextAreaField
          label="Description"
          placeholder="What is this group about?"
          rows={3}
          ref={descriptionRef}
          {...fieldProps(form, 'description')}
        />
        <SelectField
          label="Society"
          hint={
            societies.isError
              ? 'Societies could not be loaded; the group can still be builder-wide.'
              : 'Leave it blank for a group open to every society.'
          }
          {...form.getFieldProps('societyId')}
        >
          <option value="">Builder-wide (all societies)</option>
          {options.map((society) => (
            <option key={society.id} value={String(society.id)}>
              {society.name} - {society.city}
            </option>
          ))}
        </SelectField>
        <Switch
          label="Private group"
          description="People ask to join, and you approve them. Only members see the posts."
          checked={values.isPrivate}
          onChange={(checked) => void form.setFieldValue('isPrivate', checked)}
        />
        <Actions>
          <Button variant="ghost" onClick={onCancel} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={form.isSubmitting}>
            {form.isSubmitting ? 'Creating...' : 'Create Group'}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
