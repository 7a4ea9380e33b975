// Hindi: its catalogues and dayjs's Hindi texts ("5 मिनट पहले"), one chunk fetched when chosen.
import type { Messages } from '@lingui/core';
import 'dayjs/locale/hi';
import updateLocale from 'dayjs/plugin/updateLocale';
import { dayjs } from '../dayjs';
import { mergeCatalogues } from './merge-catalogues';

// "An hour" before "से" (for) and "पहले" (ago) takes its oblique form, as the plural already
// does ("2 घंटे"): "एक घंटे से", not "एक घंटा से".
dayjs.extend(updateLocale);
dayjs.updateLocale('hi', {
  relativeTime: { ...dayjs.Ls.hi.relativeTime, h: 'एक घंटे' },
});

export const messages = mergeCatalogues(
  import.meta.glob<Messages>('/src/**/locales/hi.po', { eager: true, import: 'messages' }),
);
