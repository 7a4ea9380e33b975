import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { User } from '../../api/types';
import { YEARS_LIVED_MIN } from '../../api/validation';
import { Switch } from '../../components/switch';
import { useToast } from '../../components/toast';
import { useUpdateProfile } from './use-update-profile';

/**
 * Show Online Status, saved through the proposed PATCH /api/users/{id} with the rest of the
 * profile unchanged. The switch moves at once and moves back if the save fails.
 */
export function OnlineStatusSwitch({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const toast = useToast();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? user.showOnlineStatus ?? false;

  function change(next: boolean) {
    setPending(next);
    update.mutate(
      {
        fullName: user.fullName,
        bio: user.bio,
        yearsLived: Math.max(YEARS_LIVED_MIN, user.yearsLived ?? user.yearsLiving ?? 0),
        showOnlineStatus: next,
      },
      {
        onSuccess: () =>
          toast({
            title: t`Settings saved`,
            description: next
              ? t`Residents can now see when you are online.`
              : t`Residents no longer see when you are online.`,
          }),
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to save your settings. Please try again.`,
            variant: 'destructive',
          }),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <Switch
      label={t`Show Online Status`}
      description={t`Let other residents see when you are active.`}
      checked={checked}
      disabled={update.isPending}
      onChange={change}
    />
  );
}
