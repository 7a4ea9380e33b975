// Profiles, and following and blocking.
import type { Resource } from './operation';
import { listOf, ref } from './schema-helpers';

const USER_ID = { id: 'The user id.' };
const OWN_ONLY = {
  403: "Someone else's: only the signed-in user's own list can be read.",
  404: 'The id is not a user id.',
};

export const users: Resource = {
  tag: 'Users',
  description: "Profiles and the signed-in user's own lists.",
  operations: [
    {
      id: 'getUser',
      method: 'get',
      path: '/api/users/{id}',
      summary: 'A profile',
      description:
        'Read: fullName, username, profileImage, bio, society, posts, followingCount, ' +
        'followersCount, yearsLiving. The screen says "Profile not found" on an error.',
      proposed: false,
      access: 'optional',
      pathParams: USER_ID,
      ok: { status: 200, description: 'The user.', schema: ref('User') },
      errors: { 404: 'No user has this id.' },
    },
    {
      id: 'getUserByUsername',
      method: 'get',
      path: '/api/users/by-username/{username}',
      summary: 'A profile by username',
      description: 'Where an @mention leads. The same user object as GET /api/users/{id}.',
      proposed: true,
      access: 'optional',
      pathParams: {
        username: {
          description: 'The username without @, any case (URL-encoded).',
          schema: { type: 'string', minLength: 1 },
        },
      },
      ok: { status: 200, description: 'The user.', schema: ref('User') },
      errors: { 404: 'No user has this username.' },
    },
    {
      id: 'updateUser',
      method: 'patch',
      path: '/api/users/{id}',
      summary: 'Edit the own profile',
      description: 'The Edit Profile form. Response is the updated user.',
      proposed: true,
      access: 'required',
      pathParams: USER_ID,
      body: 'UpdateUserBody',
      ok: { status: 200, description: 'Updated.', schema: ref('User') },
      errors: { 403: "Someone else's profile.", 404: 'No user has this id.' },
    },
    {
      id: 'listSuggestedUsers',
      method: 'get',
      path: '/api/users/{id}/suggestions',
      summary: 'People You May Know',
      description:
        'Up to 5 users not yet followed or blocked: neighbours of the same society first, then ' +
        'the most followed.',
      proposed: true,
      access: 'required',
      pathParams: USER_ID,
      ok: { status: 200, description: 'The suggestions.', schema: listOf(ref('UserSummary')) },
      errors: OWN_ONLY,
    },
    {
      id: 'listSavedPosts',
      method: 'get',
      path: '/api/users/{id}/saved',
      summary: 'Saved posts',
      description: 'The posts the user saved, last saved first.',
      proposed: true,
      access: 'required',
      pathParams: USER_ID,
      ok: { status: 200, description: 'The saved posts.', schema: listOf(ref('Post')) },
      errors: OWN_ONLY,
    },
    {
      id: 'listBlockedUsers',
      method: 'get',
      path: '/api/users/{id}/blocked',
      summary: 'Blocked users',
      description: 'The users the user blocked, last blocked first.',
      proposed: true,
      access: 'required',
      pathParams: USER_ID,
      ok: { status: 200, description: 'The blocked users.', schema: listOf(ref('BlockedUser')) },
      errors: OWN_ONLY,
    },
  ],
};

export const follows: Resource = {
  tag: 'Follows',
  description: "Following and blocking. A follow changes both users' counts.",
  operations: [
    {
      id: 'followUser',
      method: 'post',
      path: '/api/follows',
      summary: 'Follow a user',
      description: 'Notifies the followed user. The documented client does not read the response.',
      proposed: false,
      access: 'required',
      body: 'FollowBody',
      ok: { status: 201, description: 'Following.', schema: ref('Follow') },
      errors: {
        400: 'Invalid body, or following oneself.',
        403: 'followerId is not the signed-in user, or one of the two has blocked the other.',
        404: 'followingId names no user.',
        409: 'Already following.',
      },
    },
    {
      id: 'unfollowUser',
      method: 'delete',
      path: '/api/follows',
      summary: 'Unfollow a user',
      description:
        "Takes back the followed user's notification of the follow. A DELETE with a JSON body, " +
        'as the documented client sends it.',
      proposed: false,
      access: 'required',
      body: 'FollowBody',
      ok: { status: 204, description: 'Not following any more.' },
      errors: {
        403: 'followerId is not the signed-in user.',
        404: 'followingId names no user, or it is not followed.',
      },
    },
    {
      id: 'blockUser',
      method: 'post',
      path: '/api/blocks',
      summary: 'Block a user',
      description: "Ends following both ways and hides the blocked user's posts and comments.",
      proposed: true,
      access: 'required',
      body: 'BlockBody',
      ok: { status: 201, description: 'Blocked.', schema: ref('Block') },
      errors: {
        400: 'Invalid body, or blocking oneself.',
        403: 'blockerId is not the signed-in user.',
        404: 'blockedId names no user.',
        409: 'Already blocked.',
      },
    },
    {
      id: 'unblockUser',
      method: 'delete',
      path: '/api/blocks',
      summary: 'Unblock a user',
      description: 'A DELETE with a JSON body.',
      proposed: true,
      access: 'required',
      body: 'BlockBody',
      ok: { status: 204, description: 'Unblocked.' },
      errors: {
        403: 'blockerId is not the signed-in user.',
        404: 'blockedId names no user, or it is not blocked.',
      },
    },
  ],
};
