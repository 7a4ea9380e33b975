import { useLingui } from '@lingui/react/macro';
import type { Id } from '../../api/types';
import { Dialog } from '../../components/dialog';
import { useAuth } from '../auth';
import { CreateGroupForm } from './create-group-form';

export interface CreateGroupDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new group's id after it was created (and the dialog closed). */
  onCreated?: (groupId: number) => void;
}

/**
 * Create Group (docs/product.md#groups-and-membership), opened from Groups and from Explore. The
 * form is mounted while the dialog is open, so every opening starts empty.
 */
export default function CreateGroupDialog({ open, onClose, onCreated }: CreateGroupDialogProps) {
  const { user } = useAuth();
  const { t } = useLingui();
  return (
    <Dialog
      open={open && user !== null}
      onClose={onClose}
      title={t`Create Group`}
      description={t`Bring neighbours together around a shared interest.`}
    >
      {user && (
        <CreateGroupForm
          adminId={user.id}
          onCancel={onClose}
          onCreated={(id: Id) => {
            onClose();
            onCreated?.(id);
          }}
        />
      )}
    </Dialog>
  );
}
