import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { User } from '../../api/types';
import { isEndpointMissing } from '../../api/client';
import { useToast } from '../../components/toast';
import { clearDraft, writeDraft } from '../../lib/drafts';
import type { LocalAttachment } from './attachments';
import {
  EMPTY_VALUES,
  postDraftKey,
  readPostDraft,
  toPostBody,
  toStoredDraft,
  type ComposerPlace,
  type ComposerValues,
} from './post-draft';
import { useCreatePost } from './use-create-post';
import { usePostForm, type PostErrors } from './use-post-form';
import { preferredSociety, useSocietyOptions } from './use-society-options';

export const CHOOSE_SOCIETY_MESSAGE = msg`Choose a society or post builder-wide`;

/** Computed as the form renders, in the language of the moment. */
function societyRule(values: ComposerValues): PostErrors {
  return values.scope === 'society' && !values.societyId
    ? { societyId: i18n._(CHOOSE_SOCIETY_MESSAGE) }
    : {};
}

/**
 * The composer's state: the form (restored from this user's draft for `place`, saved back
 * on every change), the society options with the automatic choice, the attachments, and the
 * submit that confirms builder-wide posts first.
 */
export function useComposerForm({
  viewer,
  place,
  onPosted,
}: {
  viewer: User;
  place: ComposerPlace;
  onPosted?: () => void;
}) {
  const toast = useToast();
  const { t } = useLingui();
  const societies = useSocietyOptions(viewer.society);
  const createCall = useCreatePost();
  const [attachments, setAttachments] = useState<LocalAttachment[]>([]);
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const key = postDraftKey(viewer.id, place);
  const [initialValues] = useState(() => readPostDraft(viewer.id, place));

  const form = usePostForm({
    initialValues,
    authorId: viewer.id,
    rules: societyRule,
    onSubmit: async (values) => {
      if (values.scope === 'builder-wide' && !confirmed.current) {
        setConfirming(true);
        return;
      }
      confirmed.current = false;
      try {
        await createCall.mutateAsync({ body: toPostBody(values, viewer.id), attachments });
      } catch (error) {
        // The draft stays: text, scope and society in the form and in storage, files in memory.
        // The uploader is the viewer: a 404 of the upload is the route's.
        const description = isEndpointMissing(error, { recordExists: true })
          ? t`Failed to create post: attachments are not available on this server yet. Remove them to post.`
          : t`Failed to create post`;
        toast({ title: t`Error`, description, variant: 'destructive' });
        return;
      }
      toast({ title: t`Success`, description: t`Post created successfully` });
      clearDraft(key);
      form.resetForm({ values: EMPTY_VALUES });
      setAttachments([]);
      onPosted?.();
    },
  });
  const { values, setFieldValue, prepare } = form;

  // The same functions from key to key: the fields below the text are memoized, and a keystroke
  // renders only the text, its counter and the form around them.
  const handlers = useMemo(
    () => ({
      kind: (next: string) => setFieldValue('kind', next),
      category: (next: string) => {
        prepare();
        setFieldValue('category', next);
      },
      place: (next: string) => {
        prepare();
        setFieldValue('place', next);
      },
      scope: (next: string) => {
        setFieldValue('scope', next);
        // Builder-wide clears the society; going back to Society chooses one again.
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a field name
        setFieldValue('societyId', '');
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a field name
      society: (next: string) => setFieldValue('societyId', next),
      removeAttachment: (key: string) =>
        setAttachments((current) => current.filter((item) => item.key !== key)),
    }),
    [prepare, setFieldValue],
  );

  // First society chosen automatically; a stored choice the server no longer lists is replaced.
  const preferred = preferredSociety(societies.options, viewer.society);
  const known = societies.options.some((society) => String(society.id) === values.societyId);
  const needsChoice = !values.societyId || (societies.loaded && !known);
  useEffect(() => {
    if (values.scope === 'society' && needsChoice && preferred) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a field name
      setFieldValue('societyId', String(preferred.id));
    }
  }, [values.scope, needsChoice, preferred, setFieldValue]);

  useEffect(() => {
    if (values.content.trim()) writeDraft(key, toStoredDraft(values));
    else clearDraft(key);
  }, [key, values]);

  return {
    form,
    societies: societies.options,
    attachments,
    setAttachments,
    handlers,
    pending: createCall.isPending,
    hasDraft: values.content.trim() !== '' || attachments.length > 0,
    confirm: {
      open: confirming,
      accept: () => {
        setConfirming(false);
        confirmed.current = true;
        void form.submitForm();
      },
      cancel: () => setConfirming(false),
    },
  };
}
