import type { Messages } from '@lingui/core';

/** One language's catalogues (one per area of the code, docs/i18n.md) as one. */
export const mergeCatalogues = (catalogues: Record<string, Messages>): Messages =>
  Object.assign({}, ...Object.values(catalogues)) as Messages;
