import { useLingui } from '@lingui/react/macro';
import type { User } from '../../api/types';
import { Dialog } from '../../components/dialog';
import { EditProfileForm } from './edit-profile-form';

/** The Edit Profile form in a dialog; it starts from the current profile each time it opens. */
export function EditProfileDialog({
  open,
  onClose,
  user,
}: {
  open: boolean;
  onClose: () => void;
  user: User;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Edit Profile`}
      description={t`Every resident can see your name, bio and years in your society.`}
    >
      <EditProfileForm user={user} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
