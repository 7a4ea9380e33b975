import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge } from '../../components/badge';
import { useViewer } from '../../features/auth';
import { bottomItemsFor, isActive } from './nav-items';
import { BottomBarFrame } from './shell-frame';
import { UnreadMark } from './unread-mark';

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
  /* The current entry: its colour, and a pill behind its icon (not colour alone). The label keeps
     its weight: bold, "Notifications" outgrew its share of a 320 px bar. The current pill's
     transparent border shows in forced colours, where backgrounds and colours go. */
  > span:first-child {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 28px;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    > span:first-child {
      border: 1px solid transparent;
      background: ${({ theme }) => theme.colors.primarySoft};
    }
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
    <BottomBarFrame aria-label={t`Main (mobile)`} $columns={items.length}>
      {items.map((item) => (
        <Item
          key={item.to}
          to={item.to}
          aria-current={isActive(item, pathname, viewer) ? 'page' : undefined}
        >
          <span>{item.icon}</span>
          <span>{t(item.label)}</span>
          {item.showsUnread && <UnreadMark />}
        </Item>
      ))}
    </BottomBarFrame>
  );
}
