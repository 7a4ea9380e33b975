// Groups, membership, join requests and group posts.
import { pageParams, queryParam, type OperationSpec, type Resource } from './operation';
import { listOf, ref } from './schema-helpers';

const GROUP_ID = { id: 'The group id.' };
const REQUEST_IDS = { id: 'The group id.', userId: 'The user who asked to join.' };

const adminAction = (
  spec: Pick<OperationSpec, 'id' | 'method' | 'path' | 'summary' | 'description'>,
  errors: OperationSpec['errors'] = {},
): OperationSpec => ({
  ...spec,
  proposed: true,
  access: 'required',
  pathParams: REQUEST_IDS,
  body: 'AdminIdBody',
  ok: { status: 204, description: 'Done.' },
  errors: {
    403: 'adminId is not the signed-in user, or not the admin of this group.',
    404: 'No group has this id, or there is no pending request from this user.',
    ...errors,
  },
});

export const groups: Resource = {
  tag: 'Groups',
  description: "Groups, the viewer's membership, join requests and group posts.",
  operations: [
    {
      id: 'listGroups',
      method: 'get',
      path: '/api/groups',
      summary: 'List groups',
      description:
        "Newest first, with the viewer's memberStatus; suggested puts the societies' own groups " +
        'first, then the largest.',
      proposed: true,
      access: 'optional',
      query: [
        queryParam('filter', 'The tab; all when left out.', ref('GroupFilter')),
        queryParam('q', 'Only groups whose name, description, category or society contains this.', {
          type: 'string',
        }),
        ...pageParams('groups'),
      ],
      ok: { status: 200, description: 'The groups.', schema: listOf(ref('Group')) },
      errors: { 400: 'An unknown filter, or a number that is not whole.' },
    },
    {
      id: 'getGroupStats',
      method: 'get',
      path: '/api/groups/stats',
      summary: 'Group counts',
      description: 'The counts on the tabs of the Groups screen.',
      proposed: true,
      access: 'optional',
      ok: { status: 200, description: 'The counts.', schema: ref('GroupStats') },
    },
    {
      id: 'createGroup',
      method: 'post',
      path: '/api/groups',
      summary: 'Create a group',
      description: 'The creator becomes its admin and first member.',
      proposed: true,
      access: 'required',
      body: 'CreateGroupBody',
      ok: { status: 201, description: 'Created.', schema: ref('Group') },
      errors: {
        403: 'adminId is not the signed-in user.',
        404: 'societyId names no society.',
        409: 'A group with this name exists.',
      },
    },
    {
      id: 'getGroup',
      method: 'get',
      path: '/api/groups/{id}',
      summary: 'One group',
      description: 'With the admin and members; join requests for the admin only.',
      proposed: true,
      access: 'optional',
      pathParams: GROUP_ID,
      ok: { status: 200, description: 'The group.', schema: ref('GroupDetail') },
      errors: { 404: 'No group has this id ("Group not found").' },
    },
    {
      id: 'joinGroup',
      method: 'post',
      path: '/api/groups/{id}/members',
      summary: 'Join, or ask to join',
      description:
        'A public group is joined; a private one gets a pending request. Notifies the admin.',
      proposed: true,
      access: 'required',
      pathParams: GROUP_ID,
      body: 'UserIdBody',
      ok: { status: 200, description: 'The new membership.', schema: ref('MembershipResult') },
      errors: {
        403: 'userId is not the signed-in user.',
        404: 'No group has this id.',
        409: 'Already a member, or a request is pending.',
      },
    },
    {
      id: 'leaveGroup',
      method: 'delete',
      path: '/api/groups/{id}/members',
      summary: 'Leave, or withdraw a request',
      description:
        "A DELETE with a JSON body. memberStatus is then none; the admin's notification of the " +
        'join or request is taken back.',
      proposed: true,
      access: 'required',
      pathParams: GROUP_ID,
      body: 'UserIdBody',
      ok: { status: 200, description: 'The new membership.', schema: ref('MembershipResult') },
      errors: {
        403: 'userId is not the signed-in user.',
        404: 'No group has this id, or the user is not in it.',
        409: 'The group admin cannot leave.',
      },
    },
    adminAction(
      {
        id: 'approveJoinRequest',
        method: 'post',
        path: '/api/groups/{id}/requests/{userId}/approve',
        summary: 'Approve a join request',
        description: 'The group admin lets a user in.',
      },
      { 409: 'The user is already a member (the request was approved before).' },
    ),
    adminAction({
      id: 'declineJoinRequest',
      method: 'delete',
      path: '/api/groups/{id}/requests/{userId}',
      summary: 'Decline a join request',
      description: 'The group admin turns a request down. A DELETE with a JSON body.',
    }),
    {
      id: 'listGroupPosts',
      method: 'get',
      path: '/api/groups/{id}/posts',
      summary: 'Group posts',
      description: 'Newest first; members only.',
      proposed: true,
      access: 'required',
      pathParams: GROUP_ID,
      ok: { status: 200, description: 'The posts.', schema: listOf(ref('Post')) },
      errors: {
        403: 'Not a member ("You need to join this group to see posts.").',
        404: 'No group has this id.',
      },
    },
    {
      id: 'createGroupPost',
      method: 'post',
      path: '/api/groups/{id}/posts',
      summary: 'Post in a group',
      description: 'Members only. Response is the post, with groupId set.',
      proposed: true,
      access: 'required',
      pathParams: GROUP_ID,
      body: 'GroupPostBody',
      ok: { status: 201, description: 'Created.', schema: ref('Post') },
      errors: {
        403: 'authorId is not the signed-in user, or not a member.',
        404: 'No group has this id.',
      },
    },
  ],
};
