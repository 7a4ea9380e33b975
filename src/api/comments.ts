import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Comment, Id, RequestBody } from './types';
import { postKeys } from './posts';

export type CommentBody = RequestBody<'CommentBody'>;

/** Proposed: GET /api/posts/{id}/comments, oldest first. Keys live with the posts (postKeys). */
export const listComments = (postId: Id) =>
  apiRequest<Comment[]>('GET', `/api/posts/${postId}/comments`);

export const commentsQueryOptions = (postId: Id) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => listComments(postId) });

/** Proposed: POST /api/posts/{id}/comments. */
export const createComment = (postId: Id, body: CommentBody) =>
  apiRequest<Comment>('POST', `/api/posts/${postId}/comments`, { body });
