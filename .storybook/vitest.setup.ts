import { vi } from 'vitest';

// The preview's and the addons' annotations (.storybook/preview.tsx, axe from addon-a11y) are
// applied by @storybook/addon-vitest itself (Storybook 10.3 and later).

// A story's test is its render, play function and axe run. Vitest's browser default (15 s) is
// too short for a screen's first, cold render plus a long play function on a busy 2-core machine;
// a story that hangs still fails, just later.
vi.setConfig({ testTimeout: 60_000 });
