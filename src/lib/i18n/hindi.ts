// Hindi: its catalogues and dayjs's Hindi texts ("5 मिनट पहले"), one chunk fetched when chosen.
import type { Messages } from '@lingui/core';
import 'dayjs/locale/hi';
import { mergeCatalogues } from './merge-catalogues';

export const messages = mergeCatalogues(
  import.meta.glob<Messages>('/src/**/locales/hi.po', { eager: true, import: 'messages' }),
);
