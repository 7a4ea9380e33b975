// The libraries every screen renders with, loaded as an entry of their own: index.html's boot
// script runs this module, then the app's entry (src/main.tsx), which imports the same libraries.
// Run separately, they are evaluated in a task of their own instead of inside the app's, which
// was the longest task of the first load (README, Performance). Only builds do this
// (scripts/vite-prerender.ts); the dev server runs the app's entry alone.
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router-dom';
export { QueryClient } from '@tanstack/react-query';
export { default as styled } from 'styled-components';
