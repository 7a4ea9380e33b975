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
            title: 'Settings saved',
            description: next
              ? 'Residents can now see when you are online.'
              : 'Residents no longer see when you are online.',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save your settings. Please try again.',
            variant: 'destructive',
          }),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <Switch
      label="Show Online Status"
      description="Let other residents see when you are active."
      checked={checked}
      disabled={update.isPending}
      onChange={change}
    />
  );
}
