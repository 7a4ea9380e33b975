import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiSlash } from 'react-icons/fi';
import { isApiError } from '../../api/client';
import type { User } from '../../api/types';
import { Card, CardTitle, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { useViewer } from '../auth';
import { OwnProfile } from './own-profile';
import { ProfileActions } from './profile-actions';
import { profileStats } from './profile-counts';
import { ProfileHeader } from './profile-header';
import type { ProfileRef } from './profile-ref';
import { ProfileError, ProfileNotFound, ProfileSkeleton } from './profile-states';
import { profileQueryKey, useBlockedUsers, useProfileUser } from './use-profile-data';
import { UserPosts } from './user-posts';

function firstName(fullName: string) {
  return fullName.trim().split(/\s+/)[0] || fullName;
}

function OtherProfileView({ user, profileRef }: { user: User; profileRef: ProfileRef }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const blockedList = useBlockedUsers(viewer.id);
  const blocked = blockedList.data?.some((person) => person.id === user.id) ?? false;
  const postsTitleId = useId();
  const queryKey = profileQueryKey(profileRef as Exclude<ProfileRef, { kind: 'invalid' }>);
  const name = user.fullName;
  const first = firstName(user.fullName);
  return (
    <Stack $gap={4}>
      <ProfileHeader
        user={user}
        stats={profileStats(user)}
        actions={<ProfileActions user={user} queryKey={queryKey} blocked={blocked} />}
      />
      <section aria-labelledby={postsTitleId}>
        <CardTitle id={postsTitleId}>
          <Trans>Posts</Trans>
        </CardTitle>
        {blocked ? (
          <Card>
            <EmptyState
              headingLevel={3}
              icon={<FiSlash aria-hidden />}
              title={t`You have blocked this resident`}
              description={t`Unblock ${first} to see their posts again.`}
            />
          </Card>
        ) : (
          <UserPosts
            authorId={user.id}
            label={t`Posts by ${name}`}
            recent={user.posts}
            headingLevel={3}
            empty={{ title: t`${first} has not posted yet` }}
          />
        )}
      </section>
    </Stack>
  );
}

/**
 * /profile/{id} or /profile/@username: another resident's public profile (docs/product.md#profile).
 */
export function OtherProfile({ profileRef }: { profileRef: ProfileRef }) {
  const viewer = useViewer();
  const query = useProfileUser(profileRef);
  if (profileRef.kind === 'invalid' || (query.isError && isApiError(query.error, 404))) {
    return <ProfileNotFound />;
  }
  if (query.isPending) return <ProfileSkeleton />;
  if (query.data === undefined) return <ProfileError onRetry={() => void query.refetch()} />;
  // An @mention of yourself, or your own id: your own profile.
  if (query.data.id === viewer.id) return <OwnProfile />;
  return <OtherProfileView user={query.data} profileRef={profileRef} />;
}
