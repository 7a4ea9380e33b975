import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../api/auth';
import { createPost, postKeys } from '../../api/posts';
import type { Id } from '../../api/types';
import { userKeys } from '../../api/users';

/** SPEC §7: the simple composer's POST /api/posts carries only content and authorId. */
export function useSimplePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, authorId }: { content: string; authorId: Id }) =>
      createPost({ content, authorId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current });
    },
  });
}
