// The feed posts and their comments.
import { pageParams, queryParam, type Resource } from './operation';
import { listOf, ref } from './schema-helpers';

const POST_ID = { id: 'The post id.' };
/** The mock's MAX_PAGE_SIZE (mocks/handlers/posts.ts); the contract test keeps them equal. */
export const POSTS_PAGE_MAX = 100;

export const posts: Resource = {
  tag: 'Posts',
  description:
    "The feed. With a session, posts carry the viewer's likedByMe, repostedByMe, savedByMe.",
  operations: [
    {
      id: 'listPosts',
      method: 'get',
      path: '/api/posts',
      summary: 'List feed posts',
      description:
        'Without parameters, every feed post; with `filter` and `userId`, the feed tabs. List of ' +
        'posts with author and society, newest first (trending: most likes + comments + reposts ' +
        'first). Paging and the other parameters are proposed.',
      proposed: false,
      access: 'optional',
      query: [
        queryParam('filter', 'The feed tab; all when left out.', ref('FeedFilter')),
        queryParam('userId', 'The user the tab is for; required by my-society and following.', {
          type: 'integer',
          minimum: 1,
        }),
        ...pageParams('posts', { maximum: POSTS_PAGE_MAX, proposed: true }),
        queryParam('period', 'Only posts of this period.', ref('Period'), { proposed: true }),
        queryParam(
          'hashtag',
          'Only posts with this hashtag (with or without #, any case).',
          {
            type: 'string',
          },
          { proposed: true },
        ),
        queryParam(
          'societyId',
          "Only this society's own posts (not builder-wide).",
          {
            type: 'integer',
            minimum: 1,
          },
          { proposed: true },
        ),
        queryParam(
          'authorId',
          'Only posts by this user.',
          { type: 'integer', minimum: 1 },
          {
            proposed: true,
          },
        ),
        queryParam(
          'builderWide',
          'Only builder-wide posts (true) or only society posts (false).',
          {
            type: 'boolean',
          },
          { proposed: true },
        ),
        queryParam(
          'q',
          'Only posts whose text or author name contains this.',
          { type: 'string' },
          {
            proposed: true,
          },
        ),
      ],
      ok: { status: 200, description: 'The posts.', schema: listOf(ref('Post')) },
      errors: {
        400: 'An unknown filter or period, a number that is not whole, or userId missing for my-society or following.',
        404: 'userId names no user.',
      },
    },
    {
      id: 'createPost',
      method: 'post',
      path: '/api/posts',
      summary: 'Create a feed post',
      description:
        'Hashtags and mentions are taken from the text again by the server. The documented client ' +
        'does not read the response, the created post.',
      proposed: false,
      access: 'required',
      body: 'CreatePostBody',
      ok: { status: 201, description: 'Created.', schema: ref('Post') },
      errors: {
        400: 'The text is blank or over 500 characters, no society for a society post, or an unknown attachment.',
        403: "authorId is not the signed-in user, or an attachment is someone else's.",
        404: 'societyId names no society.',
      },
    },
    {
      id: 'getPostStats',
      method: 'get',
      path: '/api/posts/stats',
      summary: 'Engagement totals',
      description: 'Totals of the feed posts of a period (all time when left out).',
      proposed: true,
      access: 'public',
      query: [queryParam('period', 'The period.', ref('Period'))],
      ok: { status: 200, description: 'The totals.', schema: ref('PostStats') },
      errors: { 400: 'An unknown period.' },
    },
    {
      id: 'getPost',
      method: 'get',
      path: '/api/posts/{id}',
      summary: 'One post',
      description: 'A feed or group post by id.',
      proposed: true,
      access: 'optional',
      pathParams: POST_ID,
      ok: { status: 200, description: 'The post.', schema: ref('Post') },
      errors: { 404: 'No post has this id.' },
    },
  ],
};

export const comments: Resource = {
  tag: 'Comments',
  description: 'Comments on posts; creating one raises commentsCount and notifies the author.',
  operations: [
    {
      id: 'listComments',
      method: 'get',
      path: '/api/posts/{id}/comments',
      summary: "A post's comments",
      description: 'Oldest first; comments of users the viewer blocked are left out.',
      proposed: true,
      access: 'optional',
      pathParams: POST_ID,
      ok: { status: 200, description: 'The comments.', schema: listOf(ref('Comment')) },
      errors: { 404: 'No post has this id.' },
    },
    {
      id: 'createComment',
      method: 'post',
      path: '/api/posts/{id}/comments',
      summary: 'Comment on a post',
      description: 'The text is stored trimmed.',
      proposed: true,
      access: 'required',
      pathParams: POST_ID,
      body: 'CommentBody',
      ok: { status: 201, description: 'Created.', schema: ref('Comment') },
      errors: { 403: 'authorId is not the signed-in user.', 404: 'No post has this id.' },
    },
  ],
};
