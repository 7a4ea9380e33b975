// The posts feature as the rest of the app sees it: use it through this file only.

export { PostCard } from './post-card';
export { FeedSkeleton, PostCardSkeleton, QuietFeedSkeleton } from './post-card-skeleton';
export { PostCardVariantProvider, type PostCardVariant } from './post-card-variant';
export { PostFeed } from './post-feed';
export { preloadFirstScreenImages } from './post-media';

// Loaded on demand, each in a chunk of its own.
export const loadPostScreen = () => import('./post-screen');
