// Likes, reposts, saved posts, reports and uploads.
import type { OperationId } from './operation-ids';
import type { OperationSpec, Resource } from './operation';
import { ref } from './schema-helpers';

/** Likes, reposts and saved posts are one shape: POST adds, DELETE removes, `{ userId, postId }`. */
function toggle(options: {
  add: OperationId;
  remove: OperationId;
  path: string;
  noun: string;
  done: string;
  proposed: boolean;
  effect: string;
  /** What the DELETE undoes, when more than the record. */
  undo?: string;
}): OperationSpec[] {
  const shared = {
    path: options.path,
    proposed: options.proposed,
    access: 'required' as const,
    body: 'UserPostBody',
  };
  return [
    {
      ...shared,
      id: options.add,
      method: 'post',
      summary: `Add a ${options.noun}`,
      description: `${options.effect} The documented client does not read the response.`,
      ok: { status: 201, description: 'Added.', schema: ref('UserPost') },
      errors: {
        403: 'userId is not the signed-in user.',
        404: 'No post has this id.',
        409: `The user has already ${options.done} this post.`,
      },
    },
    {
      ...shared,
      id: options.remove,
      method: 'delete',
      summary: `Remove a ${options.noun}`,
      description: `${options.undo ? `${options.undo} ` : ''}A DELETE with a JSON body, as the documented client sends it.`,
      ok: { status: 204, description: 'Removed.' },
      errors: {
        403: 'userId is not the signed-in user.',
        404: `No post has this id, or the user has not ${options.done} it.`,
      },
    },
  ];
}

export const interactions: Resource = {
  tag: 'Interactions',
  description: 'Likes, reposts and saved posts.',
  operations: [
    ...toggle({
      add: 'likePost',
      remove: 'unlikePost',
      path: '/api/likes',
      noun: 'like',
      done: 'liked',
      proposed: false,
      effect: "Raises the post's likesCount and notifies its author.",
      undo: "Lowers likesCount and takes back the author's notification of the like.",
    }),
    ...toggle({
      add: 'repostPost',
      remove: 'unrepostPost',
      path: '/api/reposts',
      noun: 'repost',
      done: 'reposted',
      proposed: false,
      effect: "Raises the post's repostsCount and notifies its author.",
      undo: "Lowers repostsCount and takes back the author's notification of the repost.",
    }),
    ...toggle({
      add: 'savePost',
      remove: 'unsavePost',
      path: '/api/saved',
      noun: 'saved post',
      done: 'saved',
      proposed: true,
      effect: "Adds the post to the user's saved posts.",
    }),
  ],
};

export const reports: Resource = {
  tag: 'Reports',
  description: 'Reports of posts and users, for the moderation team.',
  operations: [
    {
      id: 'createReport',
      method: 'post',
      path: '/api/reports',
      summary: 'Report a post or a user',
      description: 'All five keys are sent. The documented client does not read the response.',
      proposed: false,
      access: 'required',
      body: 'ReportBody',
      ok: { status: 201, description: 'Reported.', schema: ref('Report') },
      errors: {
        400: 'Invalid body (reason "Please select a reason"), or neither postId nor userId.',
        403:
          'reporterId is not the signed-in user, or reports their own post ("You cannot report ' +
          'your own post") or, with no post, themselves.',
        404: 'postId or userId names nothing.',
        409:
          'The reporter has already reported this post ("You have already reported this ' +
          'post"), or, with no post, this user.',
      },
    },
  ],
};

export const uploads: Resource = {
  tag: 'Uploads',
  description: 'Files to attach to posts: uploaded first, then referenced by id.',
  operations: [
    {
      id: 'uploadAttachment',
      method: 'post',
      path: '/api/uploads',
      summary: 'Upload a file',
      description: 'The file travels as a base64 data URL. Pass the returned id in attachmentIds.',
      proposed: true,
      access: 'required',
      body: 'UploadBody',
      ok: { status: 201, description: 'Stored.', schema: ref('Attachment') },
      errors: {
        400: 'Invalid body, an unsupported type, or content that does not match mimeType.',
        403: 'uploaderId is not the signed-in user.',
        413: 'The file is over 2 MB.',
      },
    },
  ],
};
