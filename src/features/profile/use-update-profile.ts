import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys } from '../../api/posts';
import type { User } from '../../api/types';
import { updateUser, userKeys, type UpdateUserBody } from '../../api/users';
import { useAuth, useViewer } from '../auth';

/**
 * The proposed PATCH /api/users/{id}: the Edit Profile form and the Show Online Status switch.
 * The answer becomes the stored user at once (top bar, profile card) and every cached post and
 * profile is refetched, so the new name shows on post cards too. Callers handle failure.
 */
export function useUpdateProfile() {
  const viewer = useViewer();
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(viewer.id, body),
    onSuccess: (answer, body) => {
      // A backend that answers without the user still saved what was sent.
      const user: User =
        answer && typeof answer === 'object' && 'id' in answer
          ? answer
          : { ...viewer, ...body, bio: body.bio, yearsLiving: body.yearsLived };
      auth.updateUser(user);
      queryClient.setQueryData(userKeys.detail(viewer.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
