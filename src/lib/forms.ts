import { useLingui } from '@lingui/react';
import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/**
 * A formik `validate` function from a shared schema: form values (strings from inputs) are first
 * turned into the request body the schema describes, then checked strictly as the server will.
 */
export function validateWith<Values, Body>(
  schema: ObjectSchema<AnyObject>,
  toBody: (values: Values) => Body,
  fieldOf: (path: string) => keyof Values | undefined = (path) => path as keyof Values,
) {
  return (values: Values): Partial<Record<keyof Values, string>> => {
    try {
      schema.validateSync(toBody(values), { strict: true, abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        const field = issue.path ? fieldOf(issue.path) : undefined;
        if (field && !errors[field]) errors[field] = issue.message;
      }
      return errors;
    }
  };
}

/**
 * null for an empty input, else the number typed; NaN stays NaN so the schema rejects it. formik
 * hands a number input's value over as a number once typed in, as text before.
 */
export function numberOrNull(value: string | number): number | null {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : Number(value);
}

/**
 * What a TextField, TextAreaField or SelectField needs from a formik form: the value and handlers,
 * and the field's error once it has been left (formik marks every field so on submit).
 */
export function fieldProps<Values>(
  form: Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>,
  name: keyof Values & string,
) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return { ...form.getFieldProps(name), error: typeof error === 'string' ? error : null };
}

/**
 * The messages a form shows follow a language switch: they are checked again, in the new language
 * (the schema's messages are written when a form is checked, docs/i18n.md).
 */
export function useMessagesFollowLanguage(
  form: Pick<FormikProps<unknown>, 'validateForm' | 'errors'>,
): void {
  const { i18n } = useLingui();
  const shownIn = useRef(i18n.locale);
  const { validateForm, errors } = form;
  const anyShown = Object.keys(errors).length > 0;
  useEffect(() => {
    if (shownIn.current === i18n.locale) return;
    shownIn.current = i18n.locale;
    if (anyShown) void validateForm();
  }, [i18n.locale, anyShown, validateForm]);
}
