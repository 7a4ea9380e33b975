import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { sessionKeys } from '../../api/auth';
import { createPost, postKeys, type CreatePostBody } from '../../api/posts';
import type { Id } from '../../api/types';
import { uploadAttachment } from '../../api/uploads';
import { userKeys } from '../../api/users';
import type { LocalAttachment } from './attachments';

/** Every list may now hold the post; the author's counts (profile card, profile) changed. */
export function refreshAfterPost(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: postKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.current });
}

export interface NewPost {
  body: Omit<CreatePostBody, 'attachmentIds'>;
  attachments: LocalAttachment[];
}

/**
 * Uploads each attachment (POST /api/uploads), then creates the post with their ids. A file
 * uploaded before a failed attempt is not sent again when the resident retries.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const uploaded = useRef(new Map<string, Id>());
  return useMutation({
    mutationFn: async ({ body, attachments }: NewPost) => {
      const attachmentIds: Id[] = [];
      for (const attachment of attachments) {
        let id = uploaded.current.get(attachment.key);
        if (id === undefined) {
          const stored = await uploadAttachment({
            name: attachment.name,
            mimeType: attachment.mimeType,
            dataUrl: attachment.dataUrl,
            uploaderId: body.authorId,
          });
          id = stored.id;
          uploaded.current.set(attachment.key, id);
        }
        attachmentIds.push(id);
      }
      return createPost({ ...body, attachmentIds });
    },
    onSuccess: () => {
      uploaded.current.clear();
      refreshAfterPost(queryClient);
    },
  });
}
