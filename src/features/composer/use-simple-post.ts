import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPost } from '../../api/posts';
import type { Id } from '../../api/types';
import { refreshAfterPost } from './use-create-post';

/**
 * The simple composer's POST /api/posts carries only content and authorId
 * (docs/product.md#documented-calls).
 */
export function useSimplePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, authorId }: { content: string; authorId: Id }) =>
      createPost({ content, authorId }),
    onSuccess: () => refreshAfterPost(queryClient),
  });
}
