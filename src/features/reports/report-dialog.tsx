import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../api/client';
import { messageOf } from '../../api/server-messages';
import type { ReportBody } from '../../api/reports';
import type { Id } from '../../api/types';
import { reportSchema } from '../../api/validation';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { useToast } from '../../components/toast';
import { DEMO_NOTHING_SENT } from '../../lib/demo';
import { clearDraft, writeDraft } from '../../lib/drafts';
import { validateWith, useMessagesFollowLanguage } from '../../lib/forms';
import { useAuth } from '../auth';
import { ReasonFieldset } from './reason-fieldset';
import { markPostReported } from './reported-posts';
import {
  DETAILS_MAX_LENGTH,
  EMPTY_REPORT,
  readReportDraft,
  reportDraftKey,
  reportedIds,
  type ReportTarget,
  type ReportValues,
} from './report-model';
import { useSubmitReport } from './use-submit-report';

export type { ReportTarget } from './report-model';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
  /** The designers' demo card: the dialog works, and submitting sends nothing (and says so). */
  preview?: boolean;
}

function toBody(values: ReportValues, target: ReportTarget, reporterId: Id): ReportBody {
  return {
    reason: values.reason as ReportBody['reason'],
    description: values.description.trim() || null,
    ...reportedIds(target),
    reporterId,
  };
}

function ReportForm({
  target,
  reporterId,
  onClose,
  preview,
}: {
  target: ReportTarget;
  reporterId: Id;
  onClose: () => void;
  preview: boolean;
}) {
  const toast = useToast();
  const { t } = useLingui();
  const submit = useSubmitReport();
  const key = reportDraftKey(reporterId, target);
  const [initialValues] = useState(() => readReportDraft(key));
  const firstReason = useRef<HTMLInputElement>(null);
  const validate = useMemo(
    () => validateWith(reportSchema, (values: ReportValues) => toBody(values, target, reporterId)),
    [target, reporterId],
  );

  const form = useFormik<ReportValues>({
    initialValues,
    validate,
    // Returning the call keeps formik submitting until it settles: a double click sends one report.
    onSubmit: async (values) => {
      if (preview) {
        toast({ title: t`Demo card`, description: DEMO_NOTHING_SENT });
        form.resetForm({ values: EMPTY_REPORT });
        onClose();
        return;
      }
      try {
        await submit.mutateAsync(toBody(values, target, reporterId));
        if (target.type === 'post') markPostReported(reporterId, target.post.id);
        toast({
          title: t`Report submitted`,
          description: t`Thank you for reporting this content. We'll review it shortly.`,
        });
      } catch (error) {
        if (!isApiError(error, 409)) {
          const fallback = t`Failed to submit report. Please try again.`;
          toast({
            title: t`Error`,
            // A 403 says why it is refused (your own post): trying again would not help.
            description: isApiError(error, 403) ? messageOf(error, fallback) : fallback,
            variant: 'destructive',
          });
          return;
        }
        // Already reported by this resident (another tab, before a reload): that is no error, and
        // there is nothing more to send, so the dialog closes and the card says so from now on.
        if (target.type === 'post') {
          markPostReported(reporterId, target.post.id);
          toast({
            title: t`You reported this post`,
            description: t`Moderators already have your report.`,
          });
        } else {
          toast({
            title: t`Already reported`,
            description: messageOf(error, t`You have already reported this user`),
          });
        }
      }
      clearDraft(key);
      form.resetForm({ values: EMPTY_REPORT });
      onClose();
    },
  });
  useMessagesFollowLanguage(form);
  const { values, submitCount, errors } = form;

  useEffect(() => {
    // A demo card's report is not the resident's to keep.
    if (preview) return;
    if (values.reason || values.description.trim()) writeDraft(key, values);
    else clearDraft(key);
  }, [key, values, preview]);

  const busy = form.isSubmitting;
  // A refused attempt takes the resident to the reasons, once the attempt is over: while it runs
  // they are disabled, and a disabled radio cannot take the focus (in a browser, the refusal's
  // message arrives before the attempt ends).
  useEffect(() => {
    if (!busy && submitCount > 0 && errors.reason) firstReason.current?.focus();
  }, [busy, submitCount, errors.reason]);
  // The schema's (shared with the server) messages, said in the page's language: a reason is the
  // only thing it can find missing, and the details' length the only thing wrong with them.
  const detailsError =
    values.description.length > DETAILS_MAX_LENGTH && errors.description
      ? t`Details must be at most ${DETAILS_MAX_LENGTH} characters`
      : null;
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Stack $gap={5}>
        <ReasonFieldset
          ref={firstReason}
          value={values.reason}
          disabled={busy}
          error={submitCount > 0 && errors.reason ? t`Please select a reason` : null}
          onChange={(reason) => void form.setFieldValue('reason', reason)}
        />
        <TextAreaField
          label={t`Additional details (optional)`}
          hint={t`Anything that helps the moderators understand the problem.`}
          rows={4}
          readOnly={busy}
          {...form.getFieldProps('description')}
          error={detailsError}
        />
        <Actions>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" pending={busy}>
            {busy ? <Trans>Submitting...</Trans> : <Trans>Submit Report</Trans>}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

/**
 * The report dialog for a post or a user (docs/product.md#reports). Stays open with its content
 * when the call fails.
 */
export default function ReportDialog({
  open,
  onClose,
  target,
  preview = false,
}: ReportDialogProps) {
  const { user } = useAuth();
  const { t } = useLingui();
  const name =
    (target.type === 'post' ? target.post.author?.fullName : target.user.fullName) || t`Unknown`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={target.type === 'post' ? t`Report Post` : t`Report User`}
      description={
        preview
          ? DEMO_NOTHING_SENT
          : target.type === 'post'
            ? t`Reporting a post by ${name}. Moderators review every report.`
            : t`Reporting ${name}. Moderators review every report.`
      }
    >
      {user ? (
        <ReportForm target={target} reporterId={user.id} onClose={onClose} preview={preview} />
      ) : (
        <p>
          <Trans>
            Please <Link to="/login">log in</Link> to report.
          </Trans>
        </p>
      )}
    </Dialog>
  );
}
