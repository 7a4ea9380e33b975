import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FiEdit2, FiPlusCircle } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { Tabs, type TabItem } from '../../components/tabs';
import { BackCloses } from '../../lib/use-back-closes';
import { useOpenCreatePost } from '../composer';
import { useViewer } from '../auth';
import { EditProfileDialog } from './edit-profile-dialog';
import { JoinedGroups } from './joined-groups';
import { ProfileHeader } from './profile-header';
import { parseProfileTab, type ProfileTab } from './profile-ref';
import { ProfileSettings } from './profile-settings';
import { SavedPosts, stillSaved } from './saved-posts';
import { profileStats } from './profile-counts';
import { useOwnUser, useSavedPosts } from './use-profile-data';
import { UserPosts } from './user-posts';

const TABS = [
  { value: 'posts', label: msg`Posts` },
  { value: 'saved', label: msg`Saved` },
  { value: 'groups', label: msg`Groups` },
  { value: 'settings', label: msg`Settings` },
] as const;

/**
 * The Saved count: "…" while it loads; left out when it cannot be known (a server without saving,
 * or a failed read), never a made-up 0 nor a label that waits forever.
 */
function savedCount(saved: ReturnType<typeof useSavedPosts>): number | null | undefined {
  if (saved.isPending) return null;
  return saved.data ? stillSaved(saved.data).length : undefined;
}

/** /profile: the viewer's header with real counts, Edit Profile, and the tabs (in ?tab=). */
export function OwnProfile() {
  const { t } = useLingui();
  const viewer = useViewer();
  const user = useOwnUser(viewer);
  const tabs: TabItem<ProfileTab>[] = TABS.map(({ value, label }) => ({ value, label: t(label) }));
  const saved = useSavedPosts(viewer.id);
  const openCreatePost = useOpenCreatePost();
  const [editing, setEditing] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get('tab'));

  const selectTab = (next: ProfileTab) =>
    setSearchParams(
      (params) => {
        if (next === 'posts') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack $gap={4}>
      <ProfileHeader
        user={user}
        stats={profileStats(user, savedCount(saved))}
        actions={
          <Button variant="outline" icon={<FiEdit2 aria-hidden />} onClick={() => setEditing(true)}>
            <Trans>Edit Profile</Trans>
          </Button>
        }
      />
      <BackCloses layer="edit-profile" open={editing} onClose={() => setEditing(false)} />
      <EditProfileDialog open={editing} onClose={() => setEditing(false)} user={user} />
      <Tabs label={t`Profile sections`} tabs={tabs} value={tab} onChange={selectTab}>
        {tab === 'posts' && (
          <UserPosts
            authorId={viewer.id}
            label={t`Your posts`}
            recent={user.posts}
            empty={{
              title: t`You have not posted yet`,
              description: t`Share a concern or an update with your neighbours.`,
              action: (
                <Button icon={<FiPlusCircle aria-hidden />} onClick={openCreatePost}>
                  <Trans>Create Post</Trans>
                </Button>
              ),
            }}
          />
        )}
        {tab === 'saved' && <SavedPosts saved={saved} />}
        {tab === 'groups' && <JoinedGroups />}
        {tab === 'settings' && <ProfileSettings user={user} />}
      </Tabs>
    </Stack>
  );
}
