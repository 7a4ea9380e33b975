import { useLingui } from '@lingui/react';
import {
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
  type ChangeEvent,
  type FocusEvent,
} from 'react';
import type { Id } from '../../api/types';
import type { ComposerValues } from './post-draft';

type Field = keyof ComposerValues;
export type PostErrors = Partial<Record<Field, string>>;
type MakeValidate = (authorId: Id) => (values: ComposerValues) => PostErrors;

let loaded: MakeValidate | null = null;
let loading: Promise<MakeValidate> | null = null;

/** The schema check arrives with yup, on the composer's first focus or keystroke (not its paint). */
export function loadPostValidate(): Promise<MakeValidate> {
  loading ??= import('./post-validation').then(
    (module) => (loaded = module.makePostValidate),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The composer's form state, shaped like the formik form the other forms use (values, errors,
 * touched, submitCount, isSubmitting and their handlers), without formik: the feed's composer is on
 * the first screen, and the forms libraries are not. `rules` are the checks beyond the schema.
 */
export function usePostForm({
  initialValues,
  authorId,
  rules,
  onSubmit,
}: {
  initialValues: ComposerValues;
  authorId: Id;
  rules: (values: ComposerValues) => PostErrors;
  onSubmit: (values: ComposerValues) => Promise<void> | void;
}) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  // What the last attempt to send was refused for: a new object for each refused attempt.
  const [refusedAttempt, setRefusedAttempt] = useState<PostErrors | null>(null);
  const [makeValidate, setMakeValidate] = useState<MakeValidate | null>(() => loaded);

  const withRules = useCallback(
    (make: MakeValidate | null) => {
      const schema = make?.(authorId);
      return (next: ComposerValues): PostErrors => ({ ...schema?.(next), ...rules(next) });
    },
    [authorId, rules],
  );
  // The shown messages: until the schema has arrived only `rules` apply (nothing can be sent
  // unchecked, see submitForm). They are texts in the language of the moment: a switch makes them
  // again. They check a deferred copy of the values: a key renders with its text first and the
  // check in an update React may put off (the schema is the costliest part of a key: a concern
  // without its category fails it on every key, each failure an Error with its stack). A message
  // may follow the text a frame late, or until a burst of keys pauses; sending checks the values of
  // the moment.
  const { locale } = useLingui().i18n;
  const checkedValues = useDeferredValue(values);
  const errors = useMemo(
    () => withRules(makeValidate)(checkedValues),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages' language
    [withRules, makeValidate, checkedValues, locale],
  );

  const prepare = useCallback(() => {
    // Another composer (the feed's, Create Post's) may have brought it since this one mounted.
    const ready = loaded;
    if (ready) {
      setMakeValidate(() => ready);
      return;
    }
    loadPostValidate().then(
      (make) => setMakeValidate(() => make),
      () => {}, // Retried on the next focus; submit falls back to the server's own check.
    );
  }, []);

  const setFieldValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  async function submitForm() {
    setTouched({ content: true, scope: true, societyId: true, category: true, place: true });
    setSubmitCount((count) => count + 1);
    setSubmitting(true);
    setRefusedAttempt(null);
    try {
      const make = await loadPostValidate().catch(() => null);
      setMakeValidate(() => make);
      const found = withRules(make)(values);
      if (Object.keys(found).length === 0) await onSubmit(values);
      else setRefusedAttempt(found);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    touched,
    submitCount,
    isSubmitting,
    refusedAttempt,
    prepare,
    setFieldValue,
    submitForm,
    handleSubmit: (event: { preventDefault(): void }) => {
      event.preventDefault();
      void submitForm();
    },
    handleChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      prepare();
      setFieldValue(event.target.name as Field, event.target.value);
    },
    handleBlur: (event: FocusEvent<HTMLTextAreaElement>) => {
      const field = event.target.name as Field;
      setTouched((current) => ({ ...current, [field]: true }));
    },
    resetForm: ({ values: next }: { values: ComposerValues }) => {
      setValues(next);
      setTouched({});
      setSubmitCount(0);
      setSubmitting(false);
      setRefusedAttempt(null);
    },
  };
}
