import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge } from '../../components/badge';
import { useViewer } from '../../features/auth';
import { bottomItemsFor, isActive } from './nav-items';
import { UnreadMark } from './unread-mark';

const Bar = styled.nav<{ $columns: number }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  height: ${({ theme }) => theme.layout.bottomBarHeight};
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
  /* Five entries (the care team's) share 360 px: a smaller label keeps "Notifications" whole. */
  ${({ $columns }) =>
    $columns > 4 &&
    `
    a {
      font-size: 0.6875rem;
      letter-spacing: -0.01em;
    }
  `}
`;

const Item = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  text-decoration: none;
  /* Enlarged text breaks a label inside its share of the bar rather than push the next out. */
  overflow-wrap: anywhere;
  hyphens: auto;
  svg {
    width: 22px;
    height: 22px;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${CountBadge} {
    position: absolute;
    top: 4px;
    left: calc(50% + 4px);
  }
`;

/** The phones' bottom bar, hidden from medium width up (docs/product.md#signed-in-shell). */
export function BottomBar() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const items = bottomItemsFor(viewer);
  const { t } = useLingui();
  return (
    <Bar aria-label={t`Main (mobile)`} $columns={items.length}>
      {items.map((item) => (
        <Item
          key={item.to}
          to={item.to}
          aria-current={isActive(item, pathname, viewer) ? 'page' : undefined}
        >
          {item.icon}
          <span>{t(item.label)}</span>
          {item.showsUnread && <UnreadMark />}
        </Item>
      ))}
    </Bar>
  );
}
