import { useLingui } from '@lingui/react/macro';
import { FiSliders } from 'react-icons/fi';
import { openDemoControls, WITH_DEMO_CONTROLS } from '../lib/demo-controls-events';
import { IconButton } from './icon-button';

/** Marks a docked launcher: while one is on the page, the floating one stays hidden. */
export const DOCKED_LAUNCHER_ATTRIBUTE = 'data-demo-launcher-docked';

/** The demo controls' button inside a bar (top bar, landing header); nothing in real builds. */
export function DockedDemoLauncher() {
  const { t } = useLingui();
  if (!WITH_DEMO_CONTROLS) return null;
  return (
    <IconButton
      label={t`Demo controls`}
      title={t`Demo controls (Alt+Shift+D)`}
      icon={<FiSliders />}
      aria-haspopup="dialog"
      onClick={openDemoControls}
      {...{ [DOCKED_LAUNCHER_ATTRIBUTE]: '' }}
    />
  );
}
