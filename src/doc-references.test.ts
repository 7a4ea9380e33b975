// Comments, tests and docs point to the product's rules by `docs/<file>.md#<heading>`: each such
// pointer must lead to a heading that exists, and each docs/<file>.md named must exist, so a
// renamed heading or file fails here instead of leaving readers at the top of a long page, or at
// nothing. And the documents outside the repository that older comments cited are not cited any
// more.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE_DIRS = ['src', 'mocks', 'e2e', 'scripts', '.storybook', 'docs'];
const ROOT_FILES = [
  'README.md',
  'eslint.config.js',
  'eslint-layers.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
];
const SOURCE = /\.(ts|tsx|js|mjs|md|css|html)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

// This file names the patterns it looks for: it is left out.
const files = [...SOURCE_DIRS.flatMap(filesUnder), ...ROOT_FILES].filter(
  (file) => file !== 'src/doc-references.test.ts',
);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, a repeated one numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

describe('references to the docs', () => {
  it('makes anchors as GitHub does', () => {
    expect(slugOf('Likes, reposts and saves')).toBe('likes-reposts-and-saves');
    expect(slugOf('One canonical screen per route; older variants on their own routes')).toBe(
      'one-canonical-screen-per-route-older-variants-on-their-own-routes',
    );
    expect(anchorsOf('# A\n## A\n```\n# A\n```\n')).toEqual(new Set(['a', 'a-1']));
  });

  it('leads every docs/<file>.md#<heading> to a heading of that file', () => {
    const docs = new Map(
      readdirSync(join(ROOT, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => [name, anchorsOf(read(join('docs', name)))]),
    );
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = read(file);
      const inDocs = file.startsWith('docs/');
      // From another file: docs/x.md#a; inside docs/, also the relative x.md#a and #a.
      const pattern = inDocs
        ? /(?:docs\/)?([a-z0-9-]+\.md)?#([\p{L}\p{N}_-]+)\)/gu
        : /docs\/([a-z0-9-]+\.md)#([\p{L}\p{N}_-]+)/gu;
      for (const [, doc = relative('docs', file), anchor] of text.matchAll(pattern)) {
        checked += 1;
        if (!docs.get(doc)?.has(anchor)) broken.push(`${file}: ${doc}#${anchor}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('names only docs/<file>.md files that exist', () => {
    const docs = new Set(readdirSync(join(ROOT, 'docs')));
    // Not src/docs/*.mdx, Storybook's pages, which are named the same way.
    const pattern = /(?<![\w/])docs\/([\w-]+\.md)(?![\w-])/g;
    const named = files.flatMap((file) =>
      [...read(file).matchAll(pattern)].map(([, doc]) => ({ file, doc })),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(({ doc }) => !docs.has(doc))).toEqual([]);
  });

  it('cites no document that is not in the repository', () => {
    const outside = /\b(SPEC §|DECISIONS §|TOOLCHAIN\.md|ARCHITECTURE\.md)/;
    const citing = files.filter((file) => outside.test(read(file)));
    expect(citing).toEqual([]);
  });
});
