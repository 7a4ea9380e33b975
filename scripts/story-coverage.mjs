#!/usr/bin/env node
// Story coverage (issue 7): designers review every screen and state in Storybook, so a screen or a
// shared component without stories, or a screen missing one of its states, fails CI.
//
// Prints the story count, then the gaps; exits 1 when there is any gap.
// - Screens: src/features/**/*-screen.tsx and every screen the route table renders
//   (src/app/routes.tsx and the lazy imports of src/app/screens.tsx).
// - Shared components: modules under src/components and src/app/shell that export a component
//   (a PascalCase function or const; types and plain data modules are not components).
// - A module is covered by a *.stories.tsx file that imports it (or sits next to it with the same
//   base name).
// - Shared components need a dark-theme story (COMPONENT_STATES), found the same way.
// - A screen's states are read from the stories of the files that cover it: a story provides a
//   state by its export name (see STATE_NAMES) or by a tag `state:<state>` on the story; the meta
//   may mark a state as not applicable with the tag `no-state:<state>` (say why in a comment).
// The convention is documented in docs/storybook.md and src/docs/writing-stories.mdx.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => relative(ROOT, file).split('\\').join('/');

export const STATES = ['populated', 'loading', 'empty', 'error', 'signed-out', 'dark', 'mobile'];
/** Every shared component is reviewed in the dark theme too; its other states depend on it. */
export const COMPONENT_STATES = ['dark'];

/** Export names that provide a state (case-insensitive, anywhere in the name). */
export const STATE_NAMES = {
  populated: /populated|default/i,
  loading: /loading/i,
  empty: /empty/i,
  error: /error|fail/i,
  'signed-out': /signedout|visitor/i,
  dark: /dark/i,
  mobile: /mobile/i,
};

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const read = (file) => readFileSync(file, 'utf8');
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Resolves a relative import to a module file, or null for packages and missing files. */
function resolveImport(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importsOf(file) {
  const text = stripComments(read(file));
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((spec) => resolveImport(file, spec)).filter(Boolean);
}

const isStoryFile = (file) => /\.stories\.tsx?$/.test(file);
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** The stories of one CSF file: export names and the tags written on each story. */
export function parseStories(text) {
  const source = stripComments(text);
  const metaMatch = source.match(/const\s+meta\b[\s\S]*?\n\}/);
  const metaTags = metaMatch ? tagsIn(metaMatch[0]) : [];
  const parts = source.split(/\nexport const /).slice(1);
  const stories = parts.map((part) => {
    const name = part.match(/^(\w+)/)[1];
    return { name, tags: tagsIn(part) };
  });
  return { stories, metaTags };
}

function tagsIn(text) {
  const tags = [];
  for (const match of text.matchAll(/tags\s*:\s*\[([^\]]*)\]/g)) {
    for (const tag of match[1].matchAll(/['"]([^'"]+)['"]/g)) tags.push(tag[1]);
  }
  return tags;
}

export function statesOf({ stories, metaTags }) {
  const found = new Set();
  for (const story of stories) {
    for (const state of STATES) {
      if (STATE_NAMES[state].test(story.name) || story.tags.includes(`state:${state}`))
        found.add(state);
    }
  }
  for (const tag of metaTags) if (tag.startsWith('no-state:')) found.add(tag.slice(9));
  return found;
}

function exportsComponent(file) {
  const text = stripComments(read(file));
  return (
    /export\s+(?:default\s+)?(?:function|const)\s+[A-Z][a-z]\w*/.test(text) ||
    /export\s+default\s+function/.test(text)
  );
}

function routedScreens() {
  const found = new Set();
  const routes = join(ROOT, 'src/app/routes.tsx');
  const screens = join(ROOT, 'src/app/screens.tsx');
  if (existsSync(routes)) {
    const text = stripComments(read(routes));
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
      const names = m[1].split(',').map((n) => n.trim());
      const file = resolveImport(routes, m[2]);
      if (file && file !== screens && names.some((n) => /(Screen|Error)$/.test(n))) found.add(file);
    }
  }
  if (existsSync(screens)) {
    for (const m of read(screens).matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const file = resolveImport(screens, m[1]);
      if (file) found.add(file);
    }
  }
  return found;
}

export function coverage() {
  const all = walk(join(ROOT, 'src'));
  const storyFiles = all.filter(isStoryFile);
  const parsed = new Map(storyFiles.map((file) => [file, parseStories(read(file))]));
  const storyCount = [...parsed.values()].reduce((sum, p) => sum + p.stories.length, 0);

  const coveredBy = new Map();
  for (const file of storyFiles) {
    const targets = new Set(importsOf(file));
    const sibling = file.replace(/\.stories\.tsx?$/, '.tsx');
    if (existsSync(sibling)) targets.add(sibling);
    for (const target of targets) {
      if (!coveredBy.has(target)) coveredBy.set(target, []);
      coveredBy.get(target).push(file);
    }
  }

  const screens = new Set(
    all.filter((f) => rel(f).startsWith('src/features/') && /-screen\.tsx$/.test(f)),
  );
  // The shell is lazy-loaded by the route table too, but it is a shared component, not a screen.
  for (const file of routedScreens())
    if (!rel(file).startsWith('src/app/shell/')) screens.add(file);
  const components = all.filter(
    (f) =>
      /^src\/(components|app\/shell)\/[^/]+\.tsx$/.test(rel(f)) &&
      !isStoryFile(f) &&
      !isTestFile(f) &&
      exportsComponent(f),
  );

  const screenReport = [...screens].sort().map((file) => {
    const files = coveredBy.get(file) ?? [];
    const stories = files.flatMap((f) => parsed.get(f).stories);
    const metaTags = files.flatMap((f) => parsed.get(f).metaTags);
    const states = statesOf({ stories, metaTags });
    return {
      file: rel(file),
      storyFiles: files.map(rel),
      stories: stories.length,
      missing: files.length ? STATES.filter((s) => !states.has(s)) : STATES,
    };
  });
  const componentReport = components.sort().map((file) => {
    const files = coveredBy.get(file) ?? [];
    const states = statesOf({
      stories: files.flatMap((f) => parsed.get(f).stories),
      metaTags: files.flatMap((f) => parsed.get(f).metaTags),
    });
    return {
      file: rel(file),
      storyFiles: files.map(rel),
      missing: files.length ? COMPONENT_STATES.filter((s) => !states.has(s)) : [],
    };
  });
  return { storyFiles: storyFiles.length, storyCount, screenReport, componentReport };
}

function main() {
  const { storyFiles, storyCount, screenReport, componentReport } = coverage();
  const screensWithout = screenReport.filter((s) => s.storyFiles.length === 0);
  const statesMissing = screenReport.filter((s) => s.storyFiles.length && s.missing.length);
  const componentsWithout = componentReport.filter((c) => c.storyFiles.length === 0);
  const componentStatesMissing = componentReport.filter((c) => c.missing.length);

  console.log(`Stories: ${storyCount} in ${storyFiles} files`);
  console.log(
    `Screens: ${screenReport.length} (${screenReport.length - screensWithout.length} with stories); ` +
      `shared components: ${componentReport.length} (${componentReport.length - componentsWithout.length} with stories)`,
  );
  console.log(`States checked per screen: ${STATES.join(', ')}`);
  const section = (title, rows) => {
    console.log(`\n${title}: ${rows.length}`);
    for (const row of rows) console.log(`  - ${row}`);
  };
  section(
    'Screens without stories',
    screensWithout.map((s) => s.file),
  );
  section(
    'Screens missing states',
    statesMissing.map((s) => `${s.file}: ${s.missing.join(', ')}`),
  );
  section(
    'Shared components without stories',
    componentsWithout.map((c) => c.file),
  );
  section(
    `Shared components missing states (${COMPONENT_STATES.join(', ')})`,
    componentStatesMissing.map((c) => `${c.file}: ${c.missing.join(', ')}`),
  );

  const gaps =
    screensWithout.length +
    statesMissing.length +
    componentsWithout.length +
    componentStatesMissing.length;
  console.log(gaps ? `\nStory coverage: ${gaps} gap(s).` : '\nStory coverage: zero gaps.');
  process.exitCode = gaps ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
