// `npm run bench:screens`: only the screens' rows of `npm run bench`: the demo build, then each
// screen opened by a tap at a phone's CPU speed, for trying a change to a screen without the
// bundle, Lighthouse, feed and test runs. Prints; writes no results.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { buildApp } from './build.ts';
import { measureScreens, SCREEN_TARGET, SCREENS_PORT, screenMet } from './screens.ts';

const demo = buildApp('demo', { VITE_API_MOCKING: '' });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const screens = await measureScreens(browser, demo.dir, SCREENS_PORT);
  console.log(`\nEach screen: ${SCREEN_TARGET}`);
  for (const screen of screens) {
    console.log(
      `  ${screenMet(screen) ? 'met' : 'NOT MET'}  ${screen.label}: next paint ${Math.round(screen.msToNextPaint)} ms, shown ${Math.round(screen.msToShown)} ms, longest task ${Math.round(screen.longestTaskMs)} ms`,
    );
  }
} finally {
  await browser.close();
}
