import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { backendLoader } from './backend';
import { withAppProviders } from './decorators';
import { checkInHindi } from './hindi';
import { languageLoader } from './language';

// Screens, the shell and dialogs are lazy chunks: on a cold dev server or a busy CI machine (a
// 2-core runner transforming them on first use) the first one takes more than testing-library's
// default second to arrive, sometimes more than five.
configure({ asyncUtilTimeout: 15_000 });

export const VIEWPORTS = {
  mobile: {
    name: 'Mobile (360 x 780)',
    styles: { width: '360px', height: '780px' },
    type: 'mobile',
  },
  narrow: {
    name: 'Narrowest phone (320 x 700)',
    styles: { width: '320px', height: '700px' },
    type: 'mobile',
  },
  tablet: {
    name: 'Tablet (768 x 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1280 x 900)',
    styles: { width: '1280px', height: '900px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme of the app',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the app (docs/i18n.md)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिंदी (Hindi)' },
        ],
        dynamicTitle: true,
      },
    },
    session: {
      description: 'Who is signed in (a story may force one with parameters.session)',
      toolbar: {
        title: 'Session',
        icon: 'user',
        items: [
          { value: 'signed-in', title: 'Signed in as the demo user', icon: 'user' },
          { value: 'signed-out', title: 'Signed out', icon: 'lock' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    language: 'en',
    session: 'signed-in',
  },
  parameters: {
    // Axe violations fail the story's test.
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [backendLoader, languageLoader],
  decorators: [withAppProviders],
  afterEach: [checkInHindi],
};

export default preview;
