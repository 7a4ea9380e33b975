import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { waitForBackend } from './api/client';
import { App } from './app/app';

// VITE_API_MOCKING is on unless set to "off". When off, this branch is removed at build time and
// no msw code ships: the app calls the same-origin /api of a real backend.
if (import.meta.env.VITE_API_MOCKING !== 'off') {
  // The worker starts in parallel with the first render: requests wait for it, the first paint
  // does not.
  waitForBackend(import('../mocks/browser').then(({ startMockBackend }) => startMockBackend()));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
