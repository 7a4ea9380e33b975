// The icon set in use, derived at build time from the app's own imports: every
// `import { FiX } from 'react-icons/fi'` in src (stories, tests and these docs excluded). An icon
// the app stops importing leaves the page by itself; a new one appears without anyone listing it.
import type { IconType } from 'react-icons';
import * as Feather from 'react-icons/fi';

const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.stories.tsx', '!../**/*.test.{ts,tsx}', '!../docs/**'],
  { query: '?raw', import: 'default', eager: true },
);

export interface IconInUse {
  name: string;
  Icon: IconType;
  /** The source files that import it, relative to src/. */
  files: string[];
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/fi['"]/g;
const packs: Record<string, IconType | undefined> = Feather;

export function iconsInUse(): IconInUse[] {
  const byName = new Map<string, string[]>();
  for (const [path, text] of Object.entries(sources)) {
    for (const match of text.matchAll(IMPORT)) {
      for (const raw of match[1].split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0];
        if (!name || name === 'type') continue;
        byName.set(name, [...(byName.get(name) ?? []), path.replace(/^\.\.\//, '')]);
      }
    }
  }
  return [...byName.entries()]
    .filter(([name]) => packs[name] !== undefined)
    .map(([name, files]) => ({ name, Icon: packs[name]!, files: files.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
