import { isApiError, isEndpointMissing } from '../../api/client';
import { commentsQueryOptions } from '../../api/comments';
import { wrapRequest } from '../../api/query-options';
import type { Comment, Id } from '../../api/types';

/** Whether the post is there: the comments are read beside it, or once it is on screen. */
type PostExists = () => Promise<boolean>;

const onScreen: PostExists = () => Promise.resolve(true);

/**
 * How the app reads a post's comments. Null on a backend without comments: a 404 of the comments
 * of a post that exists is the route's (docs/real-backend.md). Read beside the post, whether it
 * exists is known only once its own read has answered: until then, a 404 could be a missing post's
 * and must not teach the page that the route is missing.
 */
export const commentsRead = (postId: Id, postExists: PostExists = onScreen) =>
  wrapRequest(commentsQueryOptions(postId), async (request): Promise<Comment[] | null> => {
    try {
      return await request();
    } catch (error) {
      if (isEndpointMissing(error)) return null;
      if (isApiError(error, 404) && isEndpointMissing(error, { recordExists: await postExists() }))
        return null;
      throw error;
    }
  });
