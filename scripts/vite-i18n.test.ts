// A file's English travels with the file (vite-i18n.ts): the module it imports holds the texts its
// area's catalogue lists for it, and no others, so a first screen carries only its own files' texts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishWithEachFile } from './vite-i18n.ts';

const root = process.cwd();
const SCREEN = 'src/features/landing/landing-screen.tsx';

function plugin() {
  const created = englishWithEachFile();
  (created.configResolved as (config: { root: string }) => void)({ root });
  return created;
}

async function englishOf(file: string): Promise<string> {
  const created = plugin();
  const id = (created.resolveId as (id: string) => string)(`virtual:english-of:${file}`);
  const watched: string[] = [];
  const load = created.load as (this: unknown, id: string) => Promise<string>;
  const code = await load.call({ addWatchFile: (path: string) => watched.push(path) }, id);
  expect(watched).toEqual([`${root}/src/features/landing/locales/en.po`]);
  return code;
}

describe("a file's English", () => {
  it('is imported by each file that writes a text, and by no other', () => {
    const { handler } = plugin().transform as {
      handler: (this: unknown, code: string, id: string) => { code: string } | null;
    };
    const code = readFileSync(SCREEN, 'utf8');
    expect(handler.call({}, code, `${root}/${SCREEN}`)?.code).toContain(
      `import "virtual:english-of:${SCREEN}";`,
    );
    expect(handler.call({}, code, `${root}/mocks/db.ts`)).toBeNull();
  });

  it("holds the texts the area's catalogue lists for the file, and only those", async () => {
    const code = await englishOf(SCREEN);
    expect(code).toContain("i18n.load('en', messages);");
    // landing-screen.tsx writes these two (the second with the dialog's own file)...
    expect(code).toContain('a community space for the residents of');
    expect(code).toContain('Login Required');
    // ...and not these, written by the landing's other files.
    expect(code).not.toContain('All Concerns');
    expect(code).not.toContain('Browse Concerns');
    expect(await englishOf('src/features/landing/landing-concerns.tsx')).toContain('All Concerns');
  });
});
