import type { Loader } from '@storybook/react-vite';
import { activateLanguage } from '../src/lib/i18n/i18n';

/** The toolbar's language, loaded (Hindi's chunk) and active before the story renders. */
export const languageLoader: Loader = async (context) => {
  await activateLanguage(context.globals.language === 'hi' ? 'hi' : 'en');
  return {};
};
