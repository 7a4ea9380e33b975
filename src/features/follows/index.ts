// The follows feature as the rest of the app sees it: use it through this file only.

export { useFollow } from './use-follow';
export { useSuggestedPeople } from './use-suggested-people';
