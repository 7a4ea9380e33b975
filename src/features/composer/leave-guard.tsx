import { useLingui } from '@lingui/react/macro';
import { memo, useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';

// The draft is kept in storage whatever the answer: the question is only whether to leave now.
function NavigationGuard() {
  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Switching feed tabs changes only the query; signing out must never be held up.
      currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Leave this page?`}
      description={t`Your post has not been sent yet. It stays saved as a draft on this device, so you can finish it when you come back.`}
      cancelLabel={t`Stay`}
      confirmLabel={t`Leave`}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

function UnloadGuard() {
  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    }
    addEventListener('beforeunload', onBeforeUnload);
    return () => removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return null;
}

/**
 * While `active` (an unsent draft), leaving asks first: reloading or closing the tab with the
 * browser's own question, and, with `inAppNavigation`, moving to another page of the app with a
 * Leave / Stay dialog. useBlocker needs a data router; outside one (a component story in a plain
 * MemoryRouter) only the reload guard runs. Memoized: the composer renders it on every keystroke.
 */
export const LeaveGuard = memo(function LeaveGuard({
  active,
  inAppNavigation = true,
}: {
  active: boolean;
  inAppNavigation?: boolean;
}) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  if (!active) return null;
  return (
    <>
      <UnloadGuard />
      {inAppNavigation && dataRouter && <NavigationGuard />}
    </>
  );
});
