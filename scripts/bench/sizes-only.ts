// `npm run bench:sizes`: only the bundle figures of `npm run bench` (about half a minute): both
// builds, the JavaScript each first screen asks for, file by file, gzipped, for trying a change to
// the bundle without the Lighthouse, feed and test runs. Prints; writes no results.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { buildApp } from './build.ts';
import { measureDemoBuild } from './demo-build.ts';
import { gzipBytes, type FirstScreen } from './first-screen.ts';
import { kB } from './report.ts';
import { measureRealBuild } from './sizes.ts';

function print(title: string, dir: string, screen: FirstScreen & { viewport?: string }) {
  const viewport = screen.viewport ? `, ${screen.viewport}` : '';
  console.log(`\n${title}: ${kB(screen.gzBytes)} in ${screen.files.length} files${viewport}`);
  for (const file of [...screen.files].sort(
    (a, b) => gzipBytes(join(dir, b)) - gzipBytes(join(dir, a)),
  )) {
    console.log(`  ${kB(gzipBytes(join(dir, file))).padStart(9)}  ${file}`);
  }
}

const real = buildApp('real', { VITE_API_MOCKING: 'off' });
const demo = buildApp('demo', { VITE_API_MOCKING: '' });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const realResult = await measureRealBuild(browser, real, 4401);
  print('Real build, first screen of / (target 135 kB)', real.dir, realResult.landing);
  print('Real build, first screen of /home (target 150 kB)', real.dir, realResult.feed);
  for (const screen of realResult.newScreens)
    console.log(
      `${screen.label}: ${kB(screen.gz)} ${screen.file} (target 30 kB; ${kB(screen.withImportsGz)} with what it imports)`,
    );
  console.log(
    `Dialogs in the first screens (but the frame and the draft guard): ${realResult.dialogsOnFirstScreens.join(', ') || 'none'}`,
  );
  console.log(
    `\nLargest lazy chunk: ${kB(realResult.largestLazy.gz)} ${realResult.largestLazy.file}`,
    `\ni18n library on the first screen (gz, unminified): ${kB(realResult.i18n.runtimeGz)} (target 6 kB); English catalogues on /home's first screen: ${kB(realResult.i18n.englishCataloguesGz)}`,
  );
  const demoResult = await measureDemoBuild(browser, demo, 4402);
  print(
    'Demo build, first screen of / with the mocks (target 365 kB)',
    demo.dir,
    demoResult.landing,
  );
} finally {
  await browser.close();
}
