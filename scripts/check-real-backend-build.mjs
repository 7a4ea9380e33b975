// Proves the two build modes of issue 2:
// 1. `VITE_API_MOCKING=off` (the real-backend build, into dist-real/) emits no msw or @mswjs/data
//    code at all: no JS file holds any marker below.
// 2. The demo build (mocking on) does hold those markers, so the check is not vacuous, and only in
//    chunks loaded on demand: neither the entry chunk nor anything it imports statically.
// Prints every JS file with its gzip size. Exits 1 with the file and the marker on a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// Strings that survive minification: msw's worker URL, messages and headers, @mswjs/data's API,
// and our own mock backend's storage key.
const MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'x-msw-intention',
  'MOCKING_ENABLED',
  'INTEGRITY_CHECK_REQUEST',
  'MSW_COOKIE_STORE',
  '__msw-cookie-store__',
  'msw/browser',
  '@mswjs',
  'mswjs',
  'Mock Service Worker',
  'primaryKey',
  'vasundhara-connect:mock-db',
  'vasundhara-connect:demo-settings',
];
// The demo build must show these, or the marker list has gone stale and proves nothing.
const REQUIRED_IN_DEMO = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  'vasundhara-connect:mock-db',
];
// msw's worker script: public/ holds it, and only the demo build may ship it (vite.config.ts).
const PUBLIC_WORKER = 'mockServiceWorker.js';

const root = process.cwd();
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
let failed = false;

function fail(message) {
  console.error(`FAIL ${message}`);
  failed = true;
}

function build(label, outDir, env, extraArgs = []) {
  console.log(`\n== ${label}: vite build --outDir ${relative(root, outDir) || outDir}`);
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extraArgs],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) {
    console.error(`FAIL ${label}: vite build exited with ${result.status}`);
    process.exit(1);
  }
}

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Lists the JS files with raw and gzip sizes; returns the markers found in each. */
function scan(dir) {
  const found = new Map();
  for (const file of jsFiles(dir)) {
    const code = readFileSync(join(dir, file));
    const text = code.toString('utf8');
    const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`.padStart(10);
    const markers = MARKERS.filter((marker) => text.includes(marker));
    found.set(file, markers);
    console.log(
      `  ${file.padEnd(48)} ${kB(code.length)}  gzip ${kB(gzipSync(code, { level: 9 }).length)}` +
        (markers.length ? `  msw markers: ${markers.join(', ')}` : ''),
    );
  }
  return found;
}

// 1. The real-backend build.
const realDir = join(root, 'dist-real');
build('real backend (VITE_API_MOCKING=off)', realDir, { VITE_API_MOCKING: 'off' });
const realFound = scan(realDir);
for (const [file, markers] of realFound) {
  for (const marker of markers) fail(`dist-real/${file} holds msw code: "${marker}"`);
}
// Nothing in the real-backend build registers msw's worker, so it ships without the script.
if (realFound.has(PUBLIC_WORKER))
  fail(`dist-real/${PUBLIC_WORKER} is shipped; only the demo needs it`);

// The contract's reference page is the demo's (production documents its API its own way).
const REFERENCE = 'api-docs/index.html';
if (existsSync(join(realDir, REFERENCE))) fail(`dist-real/${REFERENCE} is shipped`);

// 2. The demo build, with a manifest to tell the entry chunk from the chunks loaded on demand.
const demoDir = mkdtempSync(join(tmpdir(), 'vc-demo-build-'));
try {
  build('demo (mocking on)', demoDir, { VITE_API_MOCKING: '' }, ['--manifest']);
  const demoFound = scan(demoDir);
  const manifest = JSON.parse(readFileSync(join(demoDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  // Everything the first page load fetches: the entries and their static imports, transitively.
  const eager = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || eager.has(chunk.file)) return;
    eager.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entryKeys.forEach(visit);

  const seen = new Set([...demoFound.values()].flat());
  for (const marker of REQUIRED_IN_DEMO) {
    if (!seen.has(marker)) fail(`the demo build lacks "${marker}": the marker list is stale`);
  }
  const mockChunks = [...demoFound].filter(
    ([file, markers]) => markers.length && file.startsWith('assets/'),
  );
  if (mockChunks.length === 0) fail('the demo build has no chunk with the mock backend');
  for (const [file, markers] of mockChunks) {
    if (eager.has(file))
      fail(`demo ${file} is loaded on first paint yet holds msw code: ${markers.join(', ')}`);
  }
  if (!existsSync(join(demoDir, PUBLIC_WORKER))) fail(`the demo build lacks ${PUBLIC_WORKER}`);
  if (!existsSync(join(demoDir, REFERENCE))) fail(`the demo build lacks ${REFERENCE}`);
  console.log(`  entry and its static imports: ${[...eager].join(', ')}`);
  console.log(`  msw code only in lazy chunks: ${mockChunks.map(([file]) => file).join(', ')}`);
} finally {
  rmSync(demoDir, { recursive: true, force: true });
}

if (failed) {
  console.error('\ncheck:real-build FAILED');
  process.exit(1);
}
console.log('\ncheck:real-build passed: the VITE_API_MOCKING=off build holds no msw code');
