import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import { DialogPart } from '../../components/part-boundary';
import { lazyDefault } from '../../lib/lazy-part';
import { preloadComposerDetails } from './load-composer-details';

/** Opens the shell's Create Post dialog from anywhere inside the shell. */
export const CreatePostContext = createContext<() => void>(() => {});
export const useOpenCreatePost = () => useContext(CreatePostContext);

// The composer carries the forms libraries: loaded the first time the dialog opens, with the
// fields the dialog shows at once.
const CreatePostDialog = lazyDefault(() =>
  Promise.all([import('./create-post-dialog'), preloadComposerDetails()]).then(
    ([dialog]) => dialog,
  ),
);

/** The shell's Create Post dialog, the composer its buttons open (docs/product.md#composer). */
export function CreatePostLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  if (!open) return null;
  return (
    <DialogPart title={t`Create Post`} onClose={onClose}>
      <CreatePostDialog open={open} onClose={onClose} />
    </DialogPart>
  );
}
