// Every story's test ends with the same screen in Hindi: once its play function has passed, the
// language switches to Hindi in place (as the resident's switch does, without a reload), and no
// text of the catalogues that Hindi says otherwise may still be on the page in English. Only in
// the story tests: a designer's Storybook keeps the toolbar's language.
import type { AfterEach } from '@storybook/react-vite';
import { isValidElement } from 'react';
import { expect, waitFor } from 'storybook/test';
import { activateLanguage, i18n } from '../src/lib/i18n/i18n';
import { textsHindiChanges, untranslatedIn } from '../src/testing/untranslated';

// Storybook's Vitest plugin defines VITEST_STORYBOOK in every story-test run ("false" from the
// command line, "true" from Storybook's test panel); Storybook alone leaves it undefined.
const inStoryTests = import.meta.env.VITEST_STORYBOOK !== undefined;

/** The story and what it opened in portals (dialogs, toasts), not Storybook's own placeholders. */
const storyElements = () =>
  [...document.body.children].filter(
    (element) => !element.matches('[class*="sb-"], #storybook-docs, script'),
  );

/**
 * The texts a story passes its component (a Button's label, a Field's): the story's own English,
 * not the app's, even where they match a text of the catalogues.
 */
function storyTexts(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) storyTexts(item, found);
  else if (isValidElement<{ children?: unknown }>(value)) storyTexts(value.props.children, found);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const item of Object.values(value)) storyTexts(item, found);
  return found;
}

export const checkInHindi: AfterEach = async ({ args, globals, title }) => {
  if (!inStoryTests || globals.language === 'hi') return;
  // The shared components' stories show them with sample English of their own; the components'
  // texts are checked in the screens that use them.
  if (title.startsWith('Components/')) return;
  const english = i18n.messages;
  await activateLanguage('hi');
  try {
    const changed = textsHindiChanges(english, i18n.messages);
    for (const text of storyTexts(args)) changed.delete(text);
    // Listed one per line, and without the page's markup that waitFor adds by default.
    await waitFor(
      () =>
        expect(
          storyElements()
            .flatMap((root) => untranslatedIn(root, changed))
            .join('\n'),
          'English left',
        ).toBe(''),
      { timeout: 2_000, onTimeout: (error) => error },
    );
  } finally {
    await activateLanguage('en');
    // The axe run that follows sees the story in English again, as its play function left it.
    await waitFor(() => expect(document.documentElement.lang).toBe('en-IN'));
  }
};
