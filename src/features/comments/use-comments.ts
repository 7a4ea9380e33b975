import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createComment } from '../../api/comments';
import { postKeys } from '../../api/posts';
import type { Comment, Id } from '../../api/types';
import { useToast } from '../../components/toast';
import { useAuth } from '../auth';
import { updatePostEverywhere } from '../../api/query-cache';
import { writeCommentDraft } from './comment-draft';
import { commentsRead } from './comments-read';

/** A post's comments, oldest first (proposed GET /api/posts/{id}/comments). */
export function useComments(postId: Id) {
  return useQuery(commentsRead(postId));
}

/**
 * Adds a comment (proposed POST /api/posts/{id}/comments). The server keeps commentsCount true
 * and notifies the author; the client shows the comment and the new count everywhere at once.
 */
export function useAddComment(postId: Id) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (content: string) => createComment(postId, { authorId: user!.id, content }),
    onSuccess: (comment) => {
      // Cleared here too, so a draft sent just before the box was closed does not come back.
      writeCommentDraft(user!.id, postId, '');
      // A loaded list takes the server's comment as is; a list not loaded yet is read afresh.
      const key = postKeys.comments(postId);
      if (queryClient.getQueryData<Comment[]>(key)) {
        queryClient.setQueryData<Comment[]>(key, (list = []) => [...list, comment]);
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      updatePostEverywhere(queryClient, postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
      }));
    },
    onError: () => {
      toast({
        title: t`Error`,
        description: t`Failed to post comment. Please try again.`,
        variant: 'destructive',
      });
    },
  });
}
