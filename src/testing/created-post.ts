import type { Post } from '../api/types';
import { createPost, type CreatePostBody } from '../api/posts';

/**
 * POST /api/posts, for tests that go on with the new post. The app reads nothing of the answer
 * (production's is not documented); the mock's is the post it created, as src/api/contract.test.ts
 * holds it to.
 */
export const createdPost = (body: CreatePostBody) => createPost(body) as Promise<Post>;
