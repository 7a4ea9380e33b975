import { Trans, useLingui } from '@lingui/react/macro';
import { FiLogOut, FiPlusCircle } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PersonLine } from '../../components/person-line';
import { CountBadge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useViewer, useLogout } from '../../features/auth';
import { isActive, sidebarItemsFor } from './nav-items';
import { UnreadMark } from './unread-mark';

const Nav = styled(Card).attrs({ as: 'nav' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[3]}px;
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  ${CountBadge} {
    margin-left: auto;
  }
`;

const UserBlock = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The left sidebar, in its variant with the user block (docs/product.md#signed-in-shell). */
export function SidebarNav({ onCreatePost }: { onCreatePost: () => void }) {
  const viewer = useViewer();
  const logout = useLogout();
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <Nav aria-label={t`Main`}>
      {sidebarItemsFor(viewer).map((item) => (
        <Item
          key={item.to}
          to={item.to}
          aria-current={isActive(item, pathname, viewer) ? 'page' : undefined}
        >
          {item.icon}
          {t(item.label)}
          {item.showsUnread && <UnreadMark />}
        </Item>
      ))}
      <Button
        size="lg"
        fullWidth
        icon={<FiPlusCircle aria-hidden />}
        onClick={onCreatePost}
        style={{ marginTop: 8 }}
      >
        <Trans>Create Post</Trans>
      </Button>
      <UserBlock>
        <PersonLine
          name={viewer.fullName}
          image={viewer.profileImage}
          subtitle={`@${viewer.username}`}
        />
      </UserBlock>
      <Button variant="ghost" size="sm" icon={<FiLogOut aria-hidden />} onClick={logout}>
        <Trans>Logout</Trans>
      </Button>
    </Nav>
  );
}
