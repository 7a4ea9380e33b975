import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { postKeys } from './posts';
import type { Comment, Id } from './types';

export interface CommentBody {
  authorId: Id;
  content: string;
}

/** Proposed: GET /api/posts/{id}/comments, oldest first. Keys live with the posts (postKeys). */
export const listComments = (postId: Id) =>
  apiRequest<Comment[]>('GET', `/api/posts/${postId}/comments`);

export const commentsQueryOptions = (postId: Id) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => listComments(postId) });

/** Proposed: POST /api/posts/{id}/comments. */
export const createComment = (postId: Id, body: CommentBody) =>
  apiRequest<Comment>('POST', `/api/posts/${postId}/comments`, { body });
