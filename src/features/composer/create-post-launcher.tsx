import { createContext, lazy, Suspense, useContext } from 'react';
import { preloadComposerDetails } from './load-composer-details';

/** Opens the shell's Create Post dialog from anywhere inside the shell. */
export const CreatePostContext = createContext<() => void>(() => {});
export const useOpenCreatePost = () => useContext(CreatePostContext);

// The composer carries the forms libraries: loaded the first time the dialog opens, with the
// fields the dialog shows at once.
const CreatePostDialog = lazy(() =>
  Promise.all([import('./create-post-dialog'), preloadComposerDetails()]).then(
    ([dialog]) => dialog,
  ),
);

/** The shell's Create Post dialog, the composer its buttons open (docs/product.md#composer). */
export function CreatePostLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
