import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { PartBoundary } from '../../components/part-boundary';
import { lazyDefault } from '../../lib/lazy-part';
import { loadDemoBackend } from '../../lib/demo-backend';
import { onOpenDemoControls } from '../../lib/demo-controls-events';

// Pure: a real-backend build, which never renders the mount, drops the controls' chunk with it.
// The panel renders once the mock backend's controls have loaded too.
const DemoControls = /* @__PURE__ */ lazyDefault(() =>
  Promise.all([import('./demo-controls'), loadDemoBackend()]).then(([module]) => module),
);

/**
 * The demo controls in the app (mock builds only). Their Alt+Shift+D shortcut listens from the
 * app's first render, while the controls come in a chunk of their own: pressed before that chunk
 * has arrived, it opens the panel as soon as it has, instead of doing nothing.
 */
export function DemoControlsMount() {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.shiftKey && event.code === 'KeyD') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    }
    addEventListener('keydown', onKeyDown);
    const stopListening = onOpenDemoControls(() => setOpen(true));
    return () => {
      removeEventListener('keydown', onKeyDown);
      stopListening();
    };
  }, []);
  return (
    // A tool of the demo's, not of the page: if it cannot load, the page goes on without it, and
    // opening the controls says so.
    <PartBoundary
      silent={!open}
      dialog={{ title: t`Demo controls`, onClose: () => setOpen(false) }}
    >
      <DemoControls open={open} onOpenChange={setOpen} />
    </PartBoundary>
  );
}
