import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { FiAtSign, FiHash, FiSmile } from 'react-icons/fi';
import styled from 'styled-components';
import { SIMPLE_COMPOSER_LIMIT } from '../../api/limits';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { Label } from '../../components/field';
import { useToast } from '../../components/toast';
import { clearDraft, draftKey } from '../../lib/drafts';
import { useViewer } from '../auth';
import { AvatarSlot, Field, Footer, Form, postOnCtrlEnter, Textarea, Top } from './composer-layout';
import { LeaveGuard } from './leave-guard';
import { useSimplePost } from './use-simple-post';
import { useTextDraft } from '../../lib/use-text-draft';

const COLLAPSED_ROWS = 2;
const EXPANDED_ROWS = 4;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const End = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-left: auto;
`;

const Counter = styled.p<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

// The icons put what they name into the text, where the caret is.
const INSERTS = [
  { text: '#', label: msg`Add a hashtag`, icon: <FiHash aria-hidden /> },
  { text: '@', label: msg`Mention someone`, icon: <FiAtSign aria-hidden /> },
  { text: '🙂', label: msg`Add an emoji`, icon: <FiSmile aria-hidden /> },
];

/**
 * The simple composer of the older home screens (docs/product.md#composer): grows to 4 rows and
 * shows its extra icons on focus; counts down from 280 without blocking; Post stays disabled while
 * the text is blank; sends the trimmed text with the author's id and nothing else.
 */
export function SimpleComposer({ label }: { label?: string }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const toast = useToast();
  const post = useSimplePost();
  const key = draftKey('post', viewer.id, 'simple');
  // Room for a draft well over the count (it does not block).
  const [content, setContent] = useTextDraft(key, SIMPLE_COMPOSER_LIMIT * 8);
  const [focused, setFocused] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const id = useId();
  const expanded = focused || content !== '';
  const remaining = SIMPLE_COMPOSER_LIMIT - content.length;
  const blank = content.trim() === '';

  useLayoutEffect(() => {
    if (caret.current === null || !textRef.current) return;
    textRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function insert(text: string) {
    const area = textRef.current;
    const start = area?.selectionStart ?? content.length;
    const end = area?.selectionEnd ?? content.length;
    setContent(content.slice(0, start) + text + content.slice(end));
    caret.current = start + text.length;
    area?.focus();
  }

  function submit() {
    if (blank || post.isPending) return;
    post.mutate(
      { content: content.trim(), authorId: viewer.id },
      {
        onSuccess: () => {
          toast({
            title: t`Concern posted`,
            description: t`Your concern has been shared with the community.`,
          });
          setContent('');
          clearDraft(key);
          textRef.current?.blur();
          setFocused(false);
        },
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to post concern. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  }

  // Collapses only when the focus leaves the whole composer (not for a click on its icons).
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <Form
      noValidate
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Top>
        <AvatarSlot>
          <Avatar name={viewer.fullName} src={viewer.profileImage} size={40} decorative />
        </AvatarSlot>
        <Field>
          <Label htmlFor={id} className="visually-hidden">
            {label ?? t`Share a concern or update`}
          </Label>
          <Textarea
            ref={textRef}
            id={id}
            name="content"
            rows={expanded ? EXPANDED_ROWS : COLLAPSED_ROWS}
            placeholder={t`What's happening in your society?`}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            onKeyDown={(event) => postOnCtrlEnter(event, submit)}
            readOnly={post.isPending}
            aria-describedby={`${id}-counter`}
          />
        </Field>
      </Top>
      <Footer>
        {expanded && (
          <Tools>
            {INSERTS.map((item) => (
              <IconButton
                key={item.text}
                label={t(item.label)}
                icon={item.icon}
                size={36}
                disabled={post.isPending}
                onClick={() => insert(item.text)}
              />
            ))}
          </Tools>
        )}
        <End>
          <Counter id={`${id}-counter`} $over={remaining < 0}>
            <Trans>{remaining} characters left</Trans>
          </Counter>
          <Button
            type="submit"
            size="sm"
            pending={post.isPending}
            disabled={blank || post.isPending}
          >
            {post.isPending ? <Trans>Posting...</Trans> : <Trans>Post</Trans>}
          </Button>
        </End>
      </Footer>
      <LeaveGuard active={!blank && !post.isPending} inAppNavigation />
    </Form>
  );
}
