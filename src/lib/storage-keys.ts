// Browser storage keys of the app (docs/product.md#browser-storage).
export const STORED_USER_KEY = 'user';
export const THEME_KEY = 'theme';
export const DRAFT_KEY_PREFIX = 'draft:';
/** sessionStorage: set when the session ended, until the resident signs in again. */
export const SESSION_ENDED_KEY = 'session-ended';
/** sessionStorage: this tab's pages and who was signed in on each; Back skips other people's. */
export const HISTORY_PAGES_KEY = 'history-pages';
/** The chosen language, `en` or `hi` (src/lib/i18n). */
export const LANG_KEY = 'lang';
