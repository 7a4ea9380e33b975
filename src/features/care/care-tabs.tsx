import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { CARE_QUEUE_PATH } from './queue-filters';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    border-bottom: 3px solid transparent;
    margin-bottom: -1px;
  }
  /* The current tab is said by aria-current; the underline and colour only repeat it. */
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The care team's two lists, as links: Concerns (/care) and Reports (/care/reports). */
export function CareTabs() {
  const { t } = useLingui();
  return (
    <Nav aria-label={t`Care team`}>
      <ul>
        <li>
          <NavLink to={CARE_QUEUE_PATH} end>
            <Trans>Concerns</Trans>
          </NavLink>
        </li>
        <li>
          <NavLink to="/care/reports">
            <Trans>Reports</Trans>
          </NavLink>
        </li>
      </ul>
    </Nav>
  );
}
