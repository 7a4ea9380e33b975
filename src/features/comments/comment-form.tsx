import { Trans, useLingui } from '@lingui/react/macro';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { FiSend } from 'react-icons/fi';
import styled from 'styled-components';
import type { Id } from '../../api/types';
import { COMMENT_MAX_LENGTH, commentSchema } from '../../api/validation';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { remainingText } from '../../components/characters-left';
import { TextAreaField } from '../../components/field';
import { validateWith } from '../../lib/forms';
import { useViewer } from '../auth';
import { readCommentDraft, writeCommentDraft } from './comment-draft';
import { useAddComment } from './use-comments';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-start;
`;

const Fields = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  /* The box grows with what is written, where the browser can size a field to its content, up
     to a third of the screen; then it scrolls. Elsewhere it keeps its two rows and its handle. */
  textarea {
    min-height: 64px;
    field-sizing: content;
    max-height: 33vh;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

// The counter appears when the end is near, from 50 left as in the composer
// (docs/product.md#comments).
const COUNTER_FROM = 50;

interface Values {
  content: string;
}

/** The signed-in resident's comment box; what is typed is kept as a draft until it is posted. */
export function CommentForm({ postId }: { postId: Id }) {
  const { t, i18n } = useLingui();
  const viewer = useViewer();
  const add = useAddComment(postId);
  // Said once the comment is posted, in the language of that moment. A later switch empties the
  // live region rather than announcing the post again.
  const [postedIn, setPostedIn] = useState<string | null>(null);
  const [initialContent] = useState(() => readCommentDraft(viewer.id, postId));
  const form = useFormik<Values>({
    initialValues: { content: initialContent },
    // The box shows its own limit and turns Comment off (below), and shows no other message: the
    // schema checks what is sent, not every key (it would render the box a second time per key).
    validateOnChange: false,
    validateOnBlur: false,
    validate: validateWith(commentSchema, (values: Values) => ({
      authorId: viewer.id,
      content: values.content.trim(),
    })),
    onSubmit: async (values, helpers) => {
      setPostedIn(null);
      try {
        await add.mutateAsync(values.content.trim());
        helpers.resetForm({ values: { content: '' } });
        setPostedIn(i18n.locale);
      } catch {
        // The hook says so in a toast; the text stays in the box and in the draft.
      }
    },
  });
  const { content } = form.values;

  useEffect(() => writeCommentDraft(viewer.id, postId, content), [viewer.id, postId, content]);

  const remaining = COMMENT_MAX_LENGTH - content.trim().length;
  const tooLong = remaining < 0;
  const blank = content.trim() === '';

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label={t`Add a comment`}>
      <Avatar name={viewer.fullName} src={viewer.profileImage} size={32} />
      <Fields>
        <TextAreaField
          label={t`Write a comment`}
          hideLabel
          placeholder={t`Write a comment...`}
          rows={2}
          {...form.getFieldProps('content')}
          readOnly={add.isPending}
          // Past the limit the error says so in place of the count.
          hint={remaining <= COUNTER_FROM && !tooLong ? remainingText(remaining) : undefined}
          error={tooLong ? t`Comment must be less than 500 characters` : null}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter posts, as in most comment boxes; Enter alone keeps making new lines.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              if (!blank && !tooLong) form.handleSubmit();
            }
          }}
        />
        <Actions>
          <Button
            type="submit"
            size="sm"
            icon={<FiSend aria-hidden />}
            pending={add.isPending}
            disabled={blank || tooLong}
          >
            {add.isPending ? <Trans>Posting...</Trans> : <Trans>Comment</Trans>}
          </Button>
        </Actions>
      </Fields>
      <span role="status" className="visually-hidden">
        {postedIn === i18n.locale && t`Comment posted.`}
      </span>
    </Form>
  );
}
