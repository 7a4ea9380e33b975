import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FiSend } from 'react-icons/fi';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { createGroupPost, groupKeys } from '../../api/groups';
import type { Group, GroupPost } from '../../api/types';
import { createPostSchema, POST_MAX_LENGTH } from '../../api/validation';
import { Button } from '../../components/button';
import { remainingText } from '../../components/characters-left';
import { TextAreaField } from '../../components/field';
import { useToast } from '../../components/toast';
import { draftKey } from '../../lib/drafts';
import { useViewer } from '../auth';
import { useTextDraft } from '../../lib/use-text-draft';
import { updateGroupEverywhere } from './group-cache';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Left = styled.span<{ $low: boolean }>`
  color: ${({ theme, $low }) => ($low ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const contentSchema = createPostSchema.pick(['content']);

/** The post rules (docs/product.md#validation-rules), from the schema the server checks too. */
function contentError(content: string): string | null {
  try {
    contentSchema.validateSync({ content }, { strict: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Members write to the group (proposed POST /api/groups/{id}/posts); the post shows first. */
export function GroupPostComposer({ group }: { group: Group }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useTextDraft(
    draftKey('post', viewer.id, 'group', group.id),
    POST_MAX_LENGTH * 4,
  );
  const [tried, setTried] = useState(false);
  const post = useMutation({
    mutationFn: (content: string) => createGroupPost(group.id, { content, authorId: viewer.id }),
    onSuccess: (created) => {
      queryClient.setQueryData<GroupPost[]>(groupKeys.posts(group.id), (posts) => [
        created,
        ...(posts ?? []).filter((item) => item.id !== created.id),
      ]);
      updateGroupEverywhere(queryClient, group.id, (cached) => ({
        ...cached,
        postCount: cached.postCount + 1,
      }));
      setText('');
      setTried(false);
      toast({ title: t`Success`, description: t`Post created successfully` });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
    onError: () => {
      toast({ title: t`Error`, description: t`Failed to create post`, variant: 'destructive' });
    },
  });

  const error = tried ? contentError(text.trim()) : null;
  const left = POST_MAX_LENGTH - text.trim().length;

  const name = group.name;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (contentError(text.trim()) === null) post.mutate(text.trim());
  }

  return (
    <Form noValidate onSubmit={submit}>
      <TextAreaField
        label={t`Write a post for ${name}`}
        placeholder={t`Share an update with the group...`}
        rows={3}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <Footer>
        <Left $low={left < 50}>{remainingText(left)}</Left>
        <Button type="submit" pending={post.isPending} icon={<FiSend aria-hidden />}>
          <Trans>Post</Trans>
        </Button>
      </Footer>
    </Form>
  );
}
