// Stories, notifications, trending hashtags and search.
import { queryParam, type Resource } from './operation';
import { listOf, ref } from './schema-helpers';

const userIdQuery = queryParam(
  'userId',
  'The signed-in user (403 for anyone else).',
  { type: 'integer', minimum: 1 },
  { required: true },
);

export const stories: Resource = {
  tag: 'Stories',
  description: 'Stories of followed users.',
  operations: [
    {
      id: 'listFollowingStories',
      method: 'get',
      path: '/api/stories/following/{userId}',
      summary: 'Stories of followed users',
      description: 'Newest first. The screen says "Failed to fetch stories" on an error.',
      proposed: false,
      access: 'required',
      pathParams: { userId: 'The signed-in user (403 for anyone else).' },
      ok: { status: 200, description: 'The stories.', schema: listOf(ref('Story')) },
      errors: { 403: 'userId is not the signed-in user.', 404: 'The id is not a user id.' },
    },
    {
      id: 'viewStory',
      method: 'post',
      path: '/api/stories/{id}/views',
      summary: 'Mark a story viewed',
      description: 'Viewing again is not an error: the story stays viewed.',
      proposed: true,
      access: 'required',
      pathParams: { id: 'The story id.' },
      body: 'UserIdBody',
      ok: { status: 204, description: 'Viewed.' },
      errors: { 403: 'userId is not the signed-in user.', 404: 'No story has this id.' },
    },
  ],
};

export const notifications: Resource = {
  tag: 'Notifications',
  description: "The signed-in user's notifications and the unread badge.",
  operations: [
    {
      id: 'listNotifications',
      method: 'get',
      path: '/api/notifications',
      summary: 'List notifications',
      description: 'Newest first; the screens group them by day and filter them by tab.',
      proposed: true,
      access: 'required',
      query: [userIdQuery],
      ok: { status: 200, description: 'The notifications.', schema: listOf(ref('Notification')) },
      errors: { 400: 'userId is missing or not a whole number.', 403: 'userId is someone else.' },
    },
    {
      id: 'getUnreadCount',
      method: 'get',
      path: '/api/notifications/unread-count',
      summary: 'Unread count',
      description: 'The number on the notification badges.',
      proposed: true,
      access: 'required',
      query: [userIdQuery],
      ok: { status: 200, description: 'The count.', schema: ref('UnreadCount') },
      errors: { 400: 'userId is missing or not a whole number.', 403: 'userId is someone else.' },
    },
    {
      id: 'markAllNotificationsRead',
      method: 'post',
      path: '/api/notifications/read-all',
      summary: 'Mark all read',
      description: 'Marks every unread notification of the user read.',
      proposed: true,
      access: 'required',
      body: 'UserIdBody',
      ok: { status: 200, description: 'Done.', schema: ref('ReadAllResult') },
      errors: { 403: 'userId is someone else.' },
    },
    {
      id: 'markNotificationRead',
      method: 'post',
      path: '/api/notifications/{id}/read',
      summary: 'Mark one read',
      description: 'No body. Response is the notification, now read.',
      proposed: true,
      access: 'required',
      pathParams: { id: 'The notification id.' },
      ok: { status: 200, description: 'Read.', schema: ref('Notification') },
      errors: {
        403: "The notification is someone else's.",
        404: 'No notification has this id.',
      },
    },
  ],
};

export const discovery: Resource = {
  tag: 'Discovery',
  description: 'Trending hashtags and search.',
  operations: [
    {
      id: 'listTrendingHashtags',
      method: 'get',
      path: '/api/hashtags/trending',
      summary: 'Trending hashtags',
      description:
        "The tags of the period's feed posts, most used first; the first three are flagged " +
        'trending. #BuilderWide is not counted.',
      proposed: true,
      access: 'public',
      query: [
        queryParam('period', 'The period; all time when left out.', ref('Period')),
        queryParam('limit', 'At most this many; 8 when left out, never more than 50.', {
          type: 'integer',
          minimum: 1,
        }),
      ],
      ok: { status: 200, description: 'The tags.', schema: listOf(ref('HashtagSummary')) },
      errors: { 400: 'An unknown period, or a limit that is not a whole number.' },
    },
    {
      id: 'search',
      method: 'get',
      path: '/api/search',
      summary: 'Search',
      description:
        'Residents, societies, hashtags and groups whose names contain the text (a leading # or ' +
        '@ is ignored). An empty text finds nothing.',
      proposed: true,
      access: 'optional',
      query: [queryParam('q', 'The search text.', { type: 'string' })],
      ok: { status: 200, description: 'The matches.', schema: ref('SearchResults') },
    },
  ],
};
