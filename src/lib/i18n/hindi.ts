// Hindi: its catalogues and dayjs's Hindi texts ("5 मिनट पहले"), one chunk fetched when chosen.
import type { Messages } from '@lingui/core';
import 'dayjs/locale/hi';
import updateLocale from 'dayjs/plugin/updateLocale';
import { dayjs } from '../dayjs';
import { mergeCatalogues } from './merge-catalogues';

dayjs.extend(updateLocale);
dayjs.updateLocale('hi', {
  // "An hour" before "से" (for) and "पहले" (ago) takes its oblique form, as the plural already
  // does ("2 घंटे"): "एक घंटे से", not "एक घंटा से".
  relativeTime: { ...dayjs.Ls.hi.relativeTime, h: 'एक घंटे' },
  // dayjs's Hindi has no words for the part of the day, so a time read "8:28 am": these are the
  // ones Hindi uses, night until 4, morning until noon, afternoon until 4, evening until 8.
  meridiem: (hour: number) =>
    hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात',
});

export const messages = mergeCatalogues(
  import.meta.glob<Messages>('/src/**/locales/hi.po', { eager: true, import: 'messages' }),
);
