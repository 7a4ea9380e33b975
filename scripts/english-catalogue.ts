// Which catalogue a source file's texts are extracted to, read from lingui.config.ts.
import { resolve } from 'node:path';
import linguiConfig from '../lingui.config.ts';

/**
 * The English catalogue a source file's texts are extracted to, by lingui.config.ts's catalogues
 * (the first whose `include` holds the file), or null for a file outside them.
 */
export function englishCatalogueOf(file: string, root: string): string | null {
  const normalised = file.replace(/\\/g, '/');
  const withRoot = (pattern: string) =>
    resolve(root).replace(/\\/g, '/') + pattern.slice('<rootDir>'.length);
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  for (const catalogue of linguiConfig.catalogs ?? []) {
    for (const include of catalogue.include) {
      const pattern = new RegExp(`^${escape(withRoot(include)).replace('{name}', '([^/]+)')}`);
      const match = pattern.exec(normalised);
      if (!match) continue;
      const path = withRoot(catalogue.path).replace('{name}', match[1] ?? '');
      return `${path.replace('{locale}', linguiConfig.sourceLocale ?? 'en')}.po`;
    }
  }
  return null;
}
