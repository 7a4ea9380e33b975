import { useEffect } from 'react';
import { useToast, type ToastOptions } from '../../components/toast';
import { demoBackend, type DemoStorageProblem } from '../../lib/demo-backend';

/** What the resident is told when the demo cannot keep, or could not read, its saved data. */
export const STORAGE_PROBLEM_TOASTS: Record<DemoStorageProblem, ToastOptions> = {
  'not-kept': {
    title: 'Changes will not survive a reload',
    description:
      'This browser is not letting the demo store its data (private browsing or full storage). Everything works until the page reloads.',
    variant: 'destructive',
    sticky: true,
  },
  'set-aside': {
    title: 'The saved demo data could not be read',
    description:
      'The demo started again from its sample data. The unreadable copy was kept aside; Reset demo data removes it.',
    variant: 'destructive',
    sticky: true,
  },
};

/** Tells the resident, once each, of the demo's storage problems (the mock reports them). */
export function StorageNotices() {
  const toast = useToast();
  useEffect(
    () => demoBackend().onStorageProblem((problem) => toast(STORAGE_PROBLEM_TOASTS[problem])),
    [toast],
  );
  return null;
}
