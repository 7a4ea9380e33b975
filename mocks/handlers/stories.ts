import { db, nextId } from '../db';
import { notFound, route } from '../http';
import { Lookup, newestFirst, toStory } from '../serialize';
import { blockedIdsOf } from '../store';

export const storyHandlers = {
  listFollowingStories: route(
    'listFollowingStories',
    'get',
    '/api/stories/following/{userId}',
    ({ idParam, requireSelf }) => {
      const viewer = requireSelf(idParam('userId', 'User not found'));
      const hidden = blockedIdsOf(viewer.id);
      const following = new Set(
        db.follow
          .getAll()
          .filter((follow) => follow.followerId === viewer.id && !hidden.has(follow.followingId))
          .map((follow) => follow.followingId),
      );
      const lookup = new Lookup(viewer);
      return db.story
        .getAll()
        .filter((story) => following.has(story.authorId))
        .sort(newestFirst)
        .map((story) => toStory(story, lookup));
    },
  ),

  viewStory: route('viewStory', 'post', '/api/story-views/{id}', async (context) => {
    const storyId = context.idParam('id', 'Story not found');
    const { userId } = await context.body('UserIdBody');
    context.requireSelf(userId);
    if (!db.story.findFirst({ where: { id: { equals: storyId } } }))
      throw notFound('Story not found');
    const seen = db.storyView.count({
      where: { storyId: { equals: storyId }, userId: { equals: userId } },
    });
    // Viewing twice is not an error: the story simply stays viewed.
    if (!seen) {
      db.storyView.create({
        id: nextId('storyView'),
        storyId,
        userId,
        createdAt: new Date().toISOString(),
      });
    }
    return undefined;
  }),
};
