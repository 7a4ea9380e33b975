import { Trans, useLingui } from '@lingui/react/macro';
import { FiBell, FiHome, FiLogOut, FiPlusSquare, FiSearch } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { CountBadge } from '../../components/badge';
import { BrandMark } from '../../components/brand';
import { Button } from '../../components/button';
import { DockedDemoLauncher } from '../../components/demo-launcher';
import { IconButton } from '../../components/icon-button';
import { LanguageToggle } from '../../components/language-toggle';
import { useViewer, useLogout } from '../../features/auth';
import { useSearchBox } from '../../features/search';
import { useOpenCreatePost } from '../../features/composer';
import { TopBarFrame, TopBarRow } from './shell-frame';
import { UnreadMark } from './unread-mark';

const BrandLink = styled(Link)`
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const SearchForm = styled.form`
  display: none;
  flex: 1;
  max-width: 440px;
  margin: 0 auto;
  position: relative;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]}px 0 38px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-left: auto;
`;

const IconLink = styled(Link)`
  text-decoration: none;
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    width: 20px;
    height: 20px;
  }
  ${CountBadge} {
    position: absolute;
    top: 0;
    right: -2px;
  }
`;

/**
 * Home in the top bar from medium width up: on a phone the bottom bar has Home, and the room goes to
 * the language toggle (at 320 px the bar was 32 px too wide with both).
 */
const HomeIconLink = styled(IconLink)`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline-grid;
  }
`;

// The sidebar's Create Post is hidden on phones: the top bar offers it there.
const MobileCreate = styled(IconButton)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const LogoutButton = styled(Button)`
  span.label {
    display: none;
  }
  ${({ theme }) => theme.media.sm} {
    span.label {
      display: inline;
    }
  }
`;

/**
 * The top bar (docs/product.md#signed-in-shell): product name, search (hidden on small screens),
 * home, bell, avatar, Logout.
 */
export function TopBar() {
  const viewer = useViewer();
  const logout = useLogout();
  const openCreatePost = useOpenCreatePost();
  // The search page has its own field: a second one would only confuse.
  const onSearchPage = useLocation().pathname === '/search';
  const search = useSearchBox();
  const { t } = useLingui();

  return (
    <TopBarFrame>
      <TopBarRow>
        <BrandLink to="/home" aria-label={t`Vasundhara Connect, home`}>
          <BrandMark hideNameOnSmall />
        </BrandLink>
        {!onSearchPage && (
          <SearchForm role="search" onSubmit={search.onSubmit}>
            <FiSearch aria-hidden />
            <input
              type="search"
              aria-label={t`Search`}
              placeholder={t`Search users, societies, or hashtags...`}
              value={search.query}
              onChange={(event) => search.setQuery(event.target.value)}
            />
          </SearchForm>
        )}
        <Actions aria-label={t`Account`}>
          <MobileCreate label={t`Create Post`} icon={<FiPlusSquare />} onClick={openCreatePost} />
          <HomeIconLink to="/home" aria-label={t`Home`} title={t`Home`}>
            <FiHome aria-hidden />
          </HomeIconLink>
          {/* Names in text, not aria-label: the badge and the initials are visible text that an
              aria-label would contradict (WCAG 2.5.3, axe label-content-name-mismatch). */}
          <IconLink to="/notifications" title={t`Notifications`}>
            <FiBell aria-hidden />
            <UnreadMark hiddenLabel={t`Notifications`} />
          </IconLink>
          <IconLink to="/profile" title={t`Your profile`}>
            <Avatar name={viewer.fullName} src={viewer.profileImage} size={32} />
            <span className="visually-hidden">
              <Trans>Your profile</Trans>
            </span>
          </IconLink>
          <LogoutButton
            variant="ghost"
            size="sm"
            onClick={logout}
            icon={<FiLogOut aria-hidden />}
            aria-label={t`Logout`}
          >
            <span className="label">
              <Trans>Logout</Trans>
            </span>
          </LogoutButton>
          <LanguageToggle compact />
          <DockedDemoLauncher />
        </Actions>
      </TopBarRow>
    </TopBarFrame>
  );
}
