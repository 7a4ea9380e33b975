// The composer feature as the rest of the app sees it: use it through this file only.

export { CreatePostContext, CreatePostLauncher, useOpenCreatePost } from './create-post-launcher';
export { default as FeedComposer, type ComposerVariant } from './feed-composer';
export { postDraftKey } from './post-draft';
