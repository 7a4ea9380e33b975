import { Trans } from '@lingui/react/macro';
import { FiGrid } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '../../api/types';
import { BrandMark } from '../../components/brand';
import { ButtonLink } from '../../components/button';
import { DockedDemoLauncher } from '../../components/demo-launcher';
import { LanguageToggle } from '../../components/language-toggle';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${({ theme }) => theme.layout.topBarHeight};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

const BrandLink = styled(Link)`
  flex-shrink: 0;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-left: auto;
`;

// On a phone the button's icon gives way so the welcome line keeps the whole first name.
const DashboardLink = styled(ButtonLink)`
  flex-shrink: 0;
  ${({ theme }) => theme.media.belowMd} {
    svg {
      display: none;
    }
  }
`;

const Welcome = styled.p`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export function firstName(user: Pick<User, 'fullName' | 'username'>): string {
  return user.fullName.trim().split(/\s+/)[0] || user.username;
}

/**
 * Brand, then Login and Sign Up for a visitor (Login is the second stop after the skip link and the
 * brand, so sign-in is three Tab presses away), or a welcome line and Dashboard
 * (docs/product.md#texts-landing-page).
 */
export function LandingHeader({ user }: { user: User | null }) {
  const name = user ? firstName(user) : '';
  return (
    <Bar>
      <Inner>
        <BrandLink to="/">
          <BrandMark hideNameOnSmall />
        </BrandLink>
        <Actions>
          {user ? (
            <>
              <Welcome>
                <Trans>Welcome back, {name}!</Trans>
              </Welcome>
              <DashboardLink to="/home" size="sm" icon={<FiGrid aria-hidden />}>
                <Trans>Dashboard</Trans>
              </DashboardLink>
            </>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline" size="sm">
                <Trans>Login</Trans>
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                <Trans>Sign Up</Trans>
              </ButtonLink>
            </>
          )}
          <LanguageToggle compact />
          <DockedDemoLauncher />
        </Actions>
      </Inner>
    </Bar>
  );
}
