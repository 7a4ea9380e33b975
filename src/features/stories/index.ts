// The stories feature as the rest of the app sees it: use it through this file only.

export { StoriesStrip } from './stories-strip';
export { StripList, StripScroller } from './strip-scroller';
