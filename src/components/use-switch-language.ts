import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useLanguage } from '../lib/i18n/language-provider';
import type { Language } from '../lib/i18n/languages';
import { useToast } from './toast';

/**
 * The language toggle's and the Settings choice's switch: a language whose catalogue cannot be
 * loaded (offline on the first switch to Hindi) is told, and the page stays as it is. `chosen`
 * and `switching` show the choice taken while the page is still in `language`.
 */
export function useSwitchLanguage() {
  const { language, chosen, switching, setLanguage } = useLanguage();
  const toast = useToast();
  const { t } = useLingui();
  const switchTo = useCallback(
    (next: Language) =>
      void setLanguage(next).catch(() =>
        toast({
          title: t`Language not changed`,
          description: t`It could not be loaded. Check your connection and try again.`,
          variant: 'destructive',
        }),
      ),
    [setLanguage, toast, t],
  );
  return { language, chosen, switching, switchTo };
}
