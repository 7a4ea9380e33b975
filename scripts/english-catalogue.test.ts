// Each file's English is loaded by the file as it loads, from its area's catalogue (vite-i18n.ts):
// a file whose texts had no catalogue would show Lingui's ids in a production build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishCatalogueOf } from './english-catalogue.ts';

const root = process.cwd();

describe("a source file's English catalogue", () => {
  it('is its area’s, as lingui.config.ts extracts it', () => {
    expect(englishCatalogueOf(`${root}/src/features/landing/landing-hero.tsx`, root)).toBe(
      `${root}/src/features/landing/locales/en.po`,
    );
    expect(englishCatalogueOf(`${root}/src/app/routes.tsx`, root)).toBe(
      `${root}/src/app/locales/en.po`,
    );
    expect(englishCatalogueOf(`${root}/src/api/server-messages.ts`, root)).toBe(
      `${root}/src/lib/locales/en.po`,
    );
    expect(englishCatalogueOf(`${root}/mocks/handlers.ts`, root)).toBeNull();
  });

  it('exists for every file of the app that writes a text', () => {
    const writers = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .map((path) => `src/${path.replace(/\\/g, '/')}`)
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.|\/testing\//.test(path))
      .filter((path) =>
        /from ['"]@lingui\/(core|react)\/macro['"]/.test(readFileSync(path, 'utf8')),
      );
    expect(writers.length).toBeGreaterThan(100);
    const withoutCatalogue = writers.filter((path) => {
      const catalogue = englishCatalogueOf(`${root}/${path}`, root);
      return !catalogue || !existsSync(catalogue);
    });
    expect(withoutCatalogue).toEqual([]);
  });
});
