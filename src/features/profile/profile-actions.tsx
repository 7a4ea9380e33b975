import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { FiFlag, FiSlash, FiUserCheck, FiUserPlus } from 'react-icons/fi';
import type { User } from '../../api/types';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFollow } from '../follows';
import { useBlock } from './use-block';
import { ReportDialog } from '../reports';
import { DialogPart } from '../../components/part-boundary';
import { BackCloses } from '../../lib/use-back-closes';

/**
 * Follow / Unfollow (POST / DELETE /api/follows, the state from the proposed followedByMe), Report
 * User and Block. The button and the followers count change after a successful response
 * (docs/product.md#follows-and-blocks); the profile is then refetched for the server's own count.
 */
function FollowButton({ user, queryKey }: { user: User; queryKey: QueryKey }) {
  const follow = useFollow(user.id);
  const queryClient = useQueryClient();
  const following = user.followedByMe ?? false;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      icon={following ? <FiUserCheck aria-hidden /> : <FiUserPlus aria-hidden />}
      pending={follow.isPending}
      onClick={() =>
        follow.mutate(!following, {
          onSuccess: (_data, next) =>
            queryClient.setQueryData<User>(queryKey, (current) =>
              current
                ? {
                    ...current,
                    followedByMe: next,
                    followersCount: Math.max(0, (current.followersCount ?? 0) + (next ? 1 : -1)),
                  }
                : current,
            ),
        })
      }
    >
      {following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}

export function ProfileActions({
  user,
  queryKey,
  blocked,
}: {
  user: User;
  queryKey: QueryKey;
  blocked: boolean;
}) {
  const { t } = useLingui();
  const block = useBlock(user);
  const name = user.fullName;
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {!blocked && <FollowButton user={user} queryKey={queryKey} />}
      <Button variant="outline" icon={<FiFlag aria-hidden />} onClick={() => setReporting(true)}>
        <Trans>Report User</Trans>
      </Button>
      {blocked ? (
        <Button
          variant="outline"
          icon={<FiSlash aria-hidden />}
          pending={block.isPending}
          onClick={() => block.mutate(false)}
        >
          <Trans>Unblock</Trans>
        </Button>
      ) : (
        <Button variant="ghost" icon={<FiSlash aria-hidden />} onClick={() => setConfirming(true)}>
          <Trans>Block</Trans>
        </Button>
      )}
      {/* Blocking hides the person's posts and ends following both ways: it asks first. */}
      <ConfirmDialog
        open={confirming}
        title={t`Block ${name}?`}
        description={t`Their posts will disappear from your feeds and you will stop following each other. You can unblock them any time from Settings on your profile.`}
        tone="danger"
        pending={block.isPending}
        confirmLabel={block.isPending ? t`Blocking...` : t`Block`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => block.mutate(true, { onSuccess: () => setConfirming(false) })}
      />
      <BackCloses layer="report-user" open={reporting} onClose={() => setReporting(false)} />
      {reporting && (
        <DialogPart title={t`Report User`} onClose={() => setReporting(false)}>
          <ReportDialog open onClose={() => setReporting(false)} target={{ type: 'user', user }} />
        </DialogPart>
      )}
    </>
  );
}
