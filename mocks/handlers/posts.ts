import { FEED_FILTERS, type FeedFilter } from '../../src/api/types';
import { extractHashtags, extractMentions, isBuilderWidePost, tagKey } from '../../src/lib/text';
import { careRoleOf, raiseConcern } from '../concerns';
import { db, nextId, type PostRecord, type UserRecord } from '../db';
import { badRequest, forbidden, oneOf, route } from '../http';
import { inPeriod, parsePeriod } from '../period';
import { Lookup, oldestFirst, toComment, toPost } from '../serialize';
import {
  blockedIdsOf,
  bump,
  notify,
  feedPostsIn,
  pageOf,
  visibleFeedPosts,
  requireLivePost,
  requirePost,
  requireSociety,
  requireUser,
} from '../store';

export const MAX_PAGE_SIZE = 100;

/** A list's proposed `limit` and `offset` (every item from 0 when left out); 400 past the bounds. */
export function pagingOf(intQuery: (name: string) => number | undefined) {
  const limit = intQuery('limit');
  const offset = intQuery('offset') ?? 0;
  if (limit !== undefined && (limit < 1 || limit > MAX_PAGE_SIZE)) {
    throw badRequest(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  return { limit, offset };
}

const parseFilter = (value: string | null): FeedFilter =>
  oneOf('filter', value, FEED_FILTERS) ?? 'all';

function followingIdsOf(userId: number): Set<number> {
  return new Set(
    db.follow
      .getAll()
      .filter((follow) => follow.followerId === userId)
      .map((follow) => follow.followingId),
  );
}

/** What a filter keeps of the feed posts (the viewer's blocks apply to every filter). */
function filterTest(filter: FeedFilter, forUser: UserRecord | null): (post: PostRecord) => boolean {
  if (filter === 'my-society') {
    // A society's manager lives in none: their society is the one they serve.
    const societyId = forUser?.societyId ?? careRoleOf(forUser!.id)?.societyId ?? null;
    return (post) => !post.isBuilderWide && post.societyId === societyId;
  }
  if (filter === 'following') {
    const following = followingIdsOf(forUser!.id);
    return (post) => following.has(post.authorId);
  }
  return () => true;
}

/** `needle` is the search text in lower case (lowered once per request, not once per post). */
function matchesText(post: PostRecord, needle: string, lookup: Lookup): boolean {
  const author = lookup.users.get(post.authorId);
  return (
    post.content.toLowerCase().includes(needle) ||
    (author?.fullName.toLowerCase().includes(needle) ?? false) ||
    (author?.username.toLowerCase().includes(needle) ?? false)
  );
}

export const postHandlers = {
  listPosts: route('listPosts', 'get', '/api/posts', ({ query, intQuery, viewer }) => {
    const filter = parseFilter(query.get('filter'));
    const userId = intQuery('userId');
    if ((filter === 'my-society' || filter === 'following') && userId === undefined) {
      throw badRequest(`userId is required for the ${filter} filter`);
    }
    const forUser = userId === undefined ? null : requireUser(userId);
    const period = parsePeriod(query.get('period'));
    const hashtag = tagKey(query.get('hashtag')?.replace(/^#/, '') ?? '');
    const societyId = intQuery('societyId');
    const authorId = intQuery('authorId');
    const builderWide = query.get('builderWide');
    const q = query.get('q')?.trim().toLowerCase();
    const { limit, offset } = pagingOf(intQuery);
    const lookup = new Lookup(viewer);
    const now = Date.now();
    const hidden = blockedIdsOf(viewer?.id);
    const selected = filterTest(filter, forUser);
    const keep = (post: PostRecord) =>
      !hidden.has(post.authorId) &&
      selected(post) &&
      (!period || inPeriod(post.createdAt, period, now)) &&
      (!hashtag || post.hashtags.some((tag) => tagKey(tag) === hashtag)) &&
      (societyId === undefined || (post.societyId === societyId && !post.isBuilderWide)) &&
      (authorId === undefined || post.authorId === authorId) &&
      (builderWide === null || post.isBuilderWide === (builderWide === 'true')) &&
      (!q || matchesText(post, q, lookup));
    const order = filter === 'trending' ? 'trending' : 'newest';
    const page = pageOf(feedPostsIn(order), keep, offset, limit);
    return page.map((post) => toPost(post, lookup));
  }),

  // Registered before getPost so that "stats" is not taken for a post id.
  getPostStats: route('getPostStats', 'get', '/api/posts/stats', ({ query, viewer }) => {
    const period = parsePeriod(query.get('period'));
    const now = Date.now();
    const posts = visibleFeedPosts(viewer?.id).filter(
      (post) => !period || inPeriod(post.createdAt, period, now),
    );
    return {
      totalPosts: posts.length,
      totalLikes: posts.reduce((sum, post) => sum + post.likesCount, 0),
      totalComments: posts.reduce((sum, post) => sum + post.commentsCount, 0),
      totalReposts: posts.reduce((sum, post) => sum + post.repostsCount, 0),
      builderWidePosts: posts.filter((post) => post.isBuilderWide).length,
    };
  }),

  getPost: route('getPost', 'get', '/api/posts/{id}', ({ idParam, viewer }) =>
    toPost(requirePost(idParam('id', 'Post not found'), viewer?.id), new Lookup(viewer)),
  ),

  createPost: route(
    'createPost',
    'post',
    '/api/posts',
    async ({ body, requireSelf }) => {
      const input = await body('CreatePostBody');
      const author = requireSelf(input.authorId);
      const post = createPostRecord(author, input.content, {
        isBuilderWide: input.isBuilderWide,
        societyId: input.societyId,
        attachmentIds: input.attachmentIds ?? [],
        groupId: null,
      });
      if (input.concern) raiseConcern(post, input.concern);
      return toPost(post, new Lookup(author));
    },
    { status: 201 },
  ),

  listComments: route('listComments', 'get', '/api/posts/{id}/comments', (context) => {
    const post = requirePost(context.idParam('id', 'Post not found'), context.viewer?.id);
    const lookup = new Lookup(context.viewer);
    const hidden = blockedIdsOf(context.viewer?.id);
    return db.comment
      .getAll()
      .filter((comment) => comment.postId === post.id && !hidden.has(comment.authorId))
      .sort(oldestFirst)
      .map((comment) => toComment(comment, lookup));
  }),

  createComment: route(
    'createComment',
    'post',
    '/api/posts/{id}/comments',
    async (context) => {
      const post = requireLivePost(context.idParam('id', 'Post not found'), context.viewer?.id);
      const input = await context.body('CommentBody');
      const author = context.requireSelf(input.authorId);
      const content = input.content.trim();
      const comment = db.comment.create({
        id: nextId('comment'),
        postId: post.id,
        authorId: author.id,
        content,
        createdAt: new Date().toISOString(),
      });
      bump('post', post.id, 'commentsCount', 1);
      notify(post.authorId, 'comment', author.id, { postId: post.id, comment: content });
      return toComment(comment, new Lookup(author));
    },
    { status: 201 },
  ),
};

/** Creates a feed or group post with its derived fields, counters and mention notifications. */
export function createPostRecord(
  author: UserRecord,
  rawContent: string,
  options: {
    isBuilderWide?: boolean;
    societyId?: number | null;
    attachmentIds: number[];
    groupId: number | null;
  },
): PostRecord {
  const content = rawContent.trim();
  const isBuilderWide = isBuilderWidePost({ content, isBuilderWide: options.isBuilderWide });
  const societyId = isBuilderWide ? null : (options.societyId ?? author.societyId);
  if (!isBuilderWide && options.groupId === null) {
    if (societyId === null) throw badRequest('Choose a society or post builder-wide');
    requireSociety(societyId);
  }
  const attachments = options.attachmentIds.map((id) => {
    const attachment = db.attachment.findFirst({ where: { id: { equals: id } } });
    if (!attachment) throw badRequest(`Attachment ${id} not found`);
    if (attachment.uploaderId !== author.id)
      throw forbidden('You can only attach your own uploads');
    return attachment;
  });
  const post = db.post.create({
    id: nextId('post'),
    content,
    authorId: author.id,
    societyId,
    groupId: options.groupId,
    imageUrl: attachments.find((attachment) => attachment.kind === 'image')?.url ?? null,
    isBuilderWide,
    hashtags: extractHashtags(content),
    mentions: extractMentions(content),
    attachmentIds: attachments.map((attachment) => attachment.id),
    likesCount: 0,
    commentsCount: 0,
    repostsCount: 0,
    createdAt: new Date().toISOString(),
  });
  if (options.groupId === null) bump('user', author.id, 'postsCount', 1);
  else bump('group', options.groupId, 'postCount', 1);
  const mentioned = new Set(post.mentions.map((name) => name.toLowerCase()));
  for (const user of db.user.getAll()) {
    if (mentioned.has(user.username.toLowerCase()))
      notify(user.id, 'mention', author.id, { postId: post.id });
  }
  return post;
}
