import { Trans, useLingui } from '@lingui/react/macro';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type Ref,
} from 'react';
import { POST_MAX_LENGTH } from '../../api/limits';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { PartBoundary } from '../../components/part-boundary';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FieldError, Label } from '../../components/field';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import { usePreloadAfterData } from '../../lib/use-data-painted';
import { useViewer } from '../auth';
import type { AttachmentPicker } from './attachments';
import { CharacterCounter } from './character-counter';
import {
  AvatarSlot,
  Field,
  Footer,
  Form,
  Meta,
  postOnCtrlEnter,
  Refused,
  Textarea,
  Top,
} from './composer-layout';
import { LeaveGuard } from './leave-guard';
import type { ComposerPlace } from './post-draft';
import { useComposerForm } from './use-composer-form';
import {
  AttachmentButtons,
  AttachmentList,
  ConcernFields,
  preloadComposerDetails,
  ScopeField,
  SimilarConcerns,
} from './load-composer-details';

export interface PostComposerProps {
  /** Which draft this composer keeps ('feed' above the feed, 'dialog' in Create Post). */
  place: ComposerPlace;
  /** The text area's accessible name. */
  label?: string;
  showAvatar?: boolean;
  rows?: number;
  /** Ask before in-app navigation while a draft is unsent (the feed's composer). */
  guardNavigation?: boolean;
  onPosted?: () => void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The form composer (docs/product.md#composer): the one composer of the feed and of the Create Post
 * dialog.
 */
export function PostComposer({
  place,
  label,
  showAvatar = false,
  rows = 3,
  guardNavigation = false,
  onPosted,
  textareaRef,
}: PostComposerProps) {
  const { t } = useLingui();
  const viewer = useViewer();
  const composer = useComposerForm({ viewer, place, onPosted });
  const { form, attachments, setAttachments, handlers, pending } = composer;
  const [refused, setRefused] = useState<string[]>([]);
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;

  const { content, scope, societyId, kind, category, place: concernPlace } = form.values;
  const overLimit = content.length > POST_MAX_LENGTH;
  const contentError =
    form.errors.content &&
    (overLimit || form.submitCount > 0 || (form.touched.content && content.length > 0))
      ? form.errors.content
      : null;
  const societyError = form.submitCount > 0 ? (form.errors.societyId ?? null) : null;
  const categoryError = form.submitCount > 0 ? (form.errors.category ?? null) : null;
  // Said as soon as the place is too long, like the text's own limit.
  const placeError = form.errors.place ?? null;
  const categoryRef = useRef<HTMLSelectElement>(null);
  // A concern refused for its category alone: the resident is taken to the field that says so, once
  // per refused attempt, from what that attempt checked (the shown messages may follow the text a
  // frame late). The field is disabled while the attempt runs: it takes the focus once that is over.
  const { refusedAttempt } = form;
  const attemptOver = !form.isSubmitting;
  useEffect(() => {
    if (attemptOver && refusedAttempt?.category && !refusedAttempt.content) {
      categoryRef.current?.focus();
    }
  }, [refusedAttempt, attemptOver]);
  const busy = pending || form.isSubmitting;
  // Above the feed everything below the text (the post type, a concern's fields, the scope, the
  // attachments and Post) waits until the resident starts to write, so a phone's first screen
  // shows posts; once shown it stays (no jump on blur). Its code loads when the browser is idle
  // after the feed has painted.
  const [started, setStarted] = useState(place !== 'feed' || content !== '');
  const showForm = started || content !== '';
  usePreloadAfterData(preloadComposerDetails);
  const canPost = content.trim() !== '' && !overLimit && (scope === 'builder-wide' || !!societyId);

  // Kept from key to key, like the handlers: the fields below the text are memoized.
  const onPickFiles = useCallback(
    (files: File[], picker: AttachmentPicker) => {
      // The pickers' change handler returns nothing: the reading runs on its own.
      void (async () => {
        // Reading and checking files waits for the first pick: the composer paints without it.
        const { prepareAttachments } = await import('./attachments');
        const result = await prepareAttachments(files, picker, attachments);
        setRefused(result.refused);
        if (result.added.length) setAttachments((current) => [...current, ...result.added]);
      })();
    },
    [attachments, setAttachments],
  );

  return (
    <Form noValidate onSubmit={form.handleSubmit}>
      <Top>
        {showAvatar && (
          // Beside the text on wider screens; a phone gives the text the whole width.
          <AvatarSlot>
            <Avatar name={viewer.fullName} src={viewer.profileImage} size={44} decorative />
          </AvatarSlot>
        )}
        <Field>
          <Label htmlFor={id} className="visually-hidden">
            {label ?? t`Post content`}
          </Label>
          <Textarea
            ref={textareaRef}
            id={id}
            name="content"
            rows={rows}
            placeholder={t`Share a concern or an update with your community...`}
            value={content}
            onFocus={() => {
              form.prepare();
              // The form below the text is a large part of the screen to render: as a transition,
              // the tap's focus paints first and the form follows, instead of holding the tap.
              startTransition(() => setStarted(true));
            }}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            onKeyDown={(event) =>
              postOnCtrlEnter(event, () => {
                if (!busy) void form.submitForm();
              })
            }
            readOnly={busy}
            $invalid={Boolean(contentError)}
            aria-invalid={Boolean(contentError) || undefined}
            aria-describedby={contentError ? `${errorId} ${counterId}` : counterId}
          />
          <Meta>
            {contentError && <FieldError id={errorId}>{contentError}</FieldError>}
            <CharacterCounter id={counterId} length={content.length} />
          </Meta>
        </Field>
      </Top>
      {showForm && (
        <PartBoundary>
          <ConcernFields
            kind={kind}
            category={category}
            place={concernPlace}
            disabled={busy}
            categoryError={categoryError}
            categoryRef={categoryRef}
            placeError={placeError}
            onKindChange={handlers.kind}
            onCategoryChange={handlers.category}
            onPlaceChange={handlers.place}
          />
          {kind === 'concern' && category && (
            // From the module the fields above came with: it renders in the same pass.
            <SimilarConcerns
              societyId={scope === 'society' && societyId ? Number(societyId) : viewer.society?.id}
              category={category}
              text={content}
            />
          )}
          <ScopeField
            scope={scope}
            societyId={societyId}
            options={composer.societies}
            disabled={busy}
            error={societyError}
            onScopeChange={handlers.scope}
            onSocietyChange={handlers.society}
          />
          <AttachmentList
            attachments={attachments}
            disabled={busy}
            onRemove={handlers.removeAttachment}
          />
          {refused.length > 0 && (
            <Refused role="alert">
              {refused.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Refused>
          )}
          <ComposerActions busy={busy} pending={pending} canPost={canPost} onPick={onPickFiles} />
        </PartBoundary>
      )}
      <ConfirmDialog
        open={composer.confirm.open}
        title={t`Post to every society?`}
        description={t`This post will be visible in all ${BUILDER_SHORT_NAME} societies.`}
        cancelLabel={t`Cancel`}
        confirmLabel={t`Post Builder-Wide`}
        onCancel={composer.confirm.cancel}
        onConfirm={composer.confirm.accept}
      />
      <LeaveGuard active={composer.hasDraft && !busy} inAppNavigation={guardNavigation} />
    </Form>
  );
}

/** Photos, Docs and Post: they change with the text only when Post turns on or off. */
const ComposerActions = memo(function ComposerActions({
  busy,
  pending,
  canPost,
  onPick,
}: {
  busy: boolean;
  pending: boolean;
  canPost: boolean;
  onPick: (files: File[], picker: AttachmentPicker) => void;
}) {
  return (
    <Footer>
      <AttachmentButtons disabled={busy} onPick={onPick} />
      <Button type="submit" pending={pending} disabled={!canPost || busy}>
        {pending ? <Trans>Posting...</Trans> : <Trans>Post</Trans>}
      </Button>
    </Footer>
  );
});
