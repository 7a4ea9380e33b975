// The society records feature (docs/product.md#society-records) as the rest of the app sees it:
// use it through this file only.

export { SocietyLink } from './society-link';

// Loaded on demand, each in a chunk of its own.
export const loadSocietyScreen = () => import('./society-screen');
export const loadSocietiesScreen = () => import('./societies-screen');
// The landing's block of builder-wide figures, fetched once it is near the screen.
export const loadLandingSocietyFigures = () => import('./landing-society-figures');
