import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Dialog } from '../../components/dialog';
import { PostComposer } from './post-composer';

/**
 * The shell's Create Post dialog, the composer its buttons open (docs/product.md#composer). Closing
 * it keeps an unsent draft for the next time it opens.
 */
export default function CreatePostDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Create Post`}
      description={t`Share a concern or an update with your society, or with every society.`}
      initialFocus={textareaRef}
    >
      <PostComposer
        place="dialog"
        label={t`Post content`}
        rows={6}
        textareaRef={textareaRef}
        onPosted={onClose}
      />
    </Dialog>
  );
}
