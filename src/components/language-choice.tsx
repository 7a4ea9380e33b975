import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../lib/i18n/language-provider';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n/languages';
import { SegmentedControl } from './segmented-control';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  // Each name in its own language, so a screen reader speaks it as written.
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/** Every language the product speaks, as one choice (Settings); stored on this device. */
export function LanguageChoice() {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  return (
    <SegmentedControl
      legend={t`Language`}
      options={OPTIONS}
      value={language}
      onChange={(next) => void setLanguage(next)}
    />
  );
}
