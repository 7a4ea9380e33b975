import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { vi } from 'vitest';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A story's test is its render, play function and axe run. Vitest's browser default (15 s) is
// too short for a screen's first, cold render plus a long play function on a busy 2-core machine;
// a story that hangs still fails, just later.
vi.setConfig({ testTimeout: 60_000 });
