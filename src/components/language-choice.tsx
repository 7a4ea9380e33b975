import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n/languages';
import { SegmentedControl } from './segmented-control';
import { useSwitchLanguage } from './use-switch-language';

const OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  // Each name in its own language, so a screen reader speaks it as written.
  label: LANGUAGE_NAMES[language],
  lang: language,
}));

/** Every language the product speaks, as one choice (Settings); stored on this device. */
export function LanguageChoice() {
  const { t } = useLingui();
  const { chosen, switching, switchTo } = useSwitchLanguage();
  return (
    <SegmentedControl
      legend={t`Language`}
      options={OPTIONS}
      value={chosen}
      onChange={switchTo}
      busy={switching}
    />
  );
}
