import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useToast } from '../../components/toast';
import { demoBackend, type DemoStorageProblem } from '../../lib/demo-backend';

/** What the resident is told when the demo cannot keep, or could not read, its saved data. */
const STORAGE_PROBLEM_TOASTS: Record<
  DemoStorageProblem,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  'not-kept': {
    title: msg`Changes will not survive a reload`,
    description: msg`This browser is not letting the demo store its data (private browsing or full storage). Everything works until the page reloads.`,
  },
  'set-aside': {
    title: msg`The saved demo data could not be read`,
    description: msg`The demo started again from its sample data. The unreadable copy was kept aside; Reset demo data removes it.`,
  },
};

/** Tells the resident, once each, of the demo's storage problems (the mock reports them). */
export function StorageNotices() {
  const toast = useToast();
  const { i18n } = useLingui();
  useEffect(
    () =>
      demoBackend().onStorageProblem((problem) => {
        const { title, description } = STORAGE_PROBLEM_TOASTS[problem];
        toast({
          title: i18n._(title),
          description: i18n._(description),
          variant: 'destructive',
          sticky: true,
        });
      }),
    [toast, i18n],
  );
  return null;
}
