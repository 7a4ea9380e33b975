import { Trans, useLingui } from '@lingui/react/macro';
import { FiHelpCircle, FiHome, FiMapPin, FiSettings } from 'react-icons/fi';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { useViewer } from '../../features/auth';
import { postsCountOf, useOwnUser } from '../../features/profile';
import { SocietyLink } from '../../features/societies';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Society = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  width: 100%;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  width: 100%;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
`;

const ActionLink = styled(ButtonLink)`
  justify-content: flex-start;
`;

/**
 * The left profile card (docs/product.md#signed-in-shell): real counts (docs/product.md#counts) and
 * working Quick Actions (docs/decisions.md#stubs-that-did-nothing-now-work).
 */
export function ProfileCard({ onHelp }: { onHelp: () => void }) {
  const signedIn = useViewer();
  // A sign-in answer without the posts count (the documented login sends the user, maybe
  // without posts): the documented profile read tells it.
  const viewer = useOwnUser(signedIn, { enabled: postsCountOf(signedIn) === null });
  const posts = postsCountOf(viewer);
  const society = viewer.society;
  const { t } = useLingui();
  return (
    <Box aria-label={t`Your profile`}>
      <Avatar name={viewer.fullName} src={viewer.profileImage} size={64} />
      <h2>{viewer.fullName}</h2>
      <Society>
        <SocietyLink societyId={society?.id}>
          {society?.name ?? viewer.careTeam?.title ?? t`Unknown Society`}
        </SocietyLink>
      </Society>
      {society && (
        <Badge $tone="primary">
          <FiMapPin aria-hidden />
          {society.city}, {society.state}
        </Badge>
      )}
      <Counts>
        {posts !== null && (
          <div>
            <dt>
              <Trans>Posts</Trans>
            </dt>
            <dd>{posts}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Following</Trans>
          </dt>
          <dd>{viewer.followingCount ?? 0}</dd>
        </div>
        <div>
          <dt>
            <Trans>Followers</Trans>
          </dt>
          <dd>{viewer.followersCount ?? 0}</dd>
        </div>
      </Counts>
      <Actions>
        <h3>
          <Trans>Quick Actions</Trans>
        </h3>
        <ActionLink to="/home?tab=my-society" variant="ghost" size="sm">
          <FiHome aria-hidden />
          <Trans>My Society</Trans>
        </ActionLink>
        <ActionLink to="/profile?tab=settings" variant="ghost" size="sm">
          <FiSettings aria-hidden />
          <Trans>Settings</Trans>
        </ActionLink>
        <Button
          variant="ghost"
          size="sm"
          icon={<FiHelpCircle aria-hidden />}
          onClick={onHelp}
          style={{ justifyContent: 'flex-start' }}
        >
          <Trans>Help</Trans>
        </Button>
      </Actions>
    </Box>
  );
}
