import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearDraft } from '../../lib/drafts';
import { useTextDraft } from '../../lib/use-text-draft';
import { Button, type ButtonVariant } from '../../components/button';
import { TextAreaField } from '../../components/field';
import { Actions } from './panel-styles';

/** A text form that will not send an empty text: `required` is said beside the field. */
export function RequiredTextForm({
  label,
  submit,
  required,
  pending,
  submitVariant,
  focusOnOpen = false,
  draftKey,
  onSend,
  onCancel,
}: {
  label: string;
  submit: string;
  required: string;
  pending: boolean;
  submitVariant?: ButtonVariant;
  /** Opened by a button: the field takes the focus. */
  focusOnOpen?: boolean;
  /** Where the unsent text is kept (lib/drafts): it outlives a failed call and a reload. */
  draftKey: string;
  onSend: (text: string, sent: () => void) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useTextDraft(draftKey, 4000);
  // Whether to say `required`: said in the language of the moment, even after a switch.
  const [missing, setMissing] = useState(false);
  // Just sent, and nothing written since: the second tap of a double tap finds the box emptied by
  // the first one's success, and has nothing to say.
  const [justSent, setJustSent] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      if (justSent) return;
      setMissing(true);
      ref.current?.focus();
      return;
    }
    // Cleared in storage at once too: the form usually closes with the send, before an effect of
    // its emptied text could run.
    onSend(text.trim(), () => {
      setText('');
      clearDraft(draftKey);
      setJustSent(true);
    });
  };
  return (
    <form onSubmit={send} noValidate>
      <TextAreaField
        ref={ref}
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (missing) setMissing(false);
          if (justSent) setJustSent(false);
        }}
        error={missing ? required : null}
        rows={3}
        maxLength={1000}
        required
      />
      <Actions>
        <Button type="submit" variant={submitVariant} pending={pending}>
          {submit}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Actions>
    </form>
  );
}
