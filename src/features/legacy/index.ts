// The legacy feature as the rest of the app sees it: use it through this file only.

// Loaded on demand, each in a chunk of its own.
export const loadLegacyExploreScreen = () => import('./legacy-explore-screen');
export const loadLegacyGroupsScreen = () => import('./legacy-groups-screen');
export const loadLegacyHomeScreen = () => import('./legacy-home-screen');
export const loadLegacyNotificationsScreen = () => import('./legacy-notifications-screen');
export const loadOldHomeScreen = () => import('./old-home-screen');
