import { createContext, useContext } from 'react';
import { Dialog } from '../../components/dialog';
import { MutedText } from '../../components/card';

/** Opens the shell's Create Post dialog from anywhere inside the shell. */
export const CreatePostContext = createContext<() => void>(() => {});
export const useOpenCreatePost = () => useContext(CreatePostContext);

/** The Create Post dialog of the shell; the composer inside it lands with the feed. */
export function CreatePostLauncher({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Create Post">
      <MutedText>The composer is on its way.</MutedText>
    </Dialog>
  );
}
