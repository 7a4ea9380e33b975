import { queryOptions } from '@tanstack/react-query';
import { api, dataOf } from './client';
import type { Id, RequestBody } from './types';
import { postKeys } from './posts';

export type CommentBody = RequestBody<'CommentBody'>;

/** Proposed: GET /api/posts/{id}/comments, oldest first. Keys live with the posts (postKeys). */
export const listComments = (postId: Id) =>
  dataOf(api.GET('/api/posts/{id}/comments', { params: { path: { id: postId } } }));

export const commentsQueryOptions = (postId: Id) =>
  queryOptions({ queryKey: postKeys.comments(postId), queryFn: () => listComments(postId) });

/** Proposed: POST /api/posts/{id}/comments. */
export const createComment = (postId: Id, body: CommentBody) =>
  dataOf(api.POST('/api/posts/{id}/comments', { params: { path: { id: postId } }, body }));
