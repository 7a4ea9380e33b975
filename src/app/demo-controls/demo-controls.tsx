import { useLingui } from '@lingui/react/macro';
import { FiSliders } from 'react-icons/fi';
import styled from 'styled-components';
import { DOCKED_LAUNCHER_ATTRIBUTE } from '../../components/demo-launcher';
import { DemoPanel } from './demo-panel';
import { StorageNotices } from './storage-notices';

const Launcher = styled.button`
  position: fixed;
  left: ${({ theme }) => theme.space[3]}px;
  bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space[3]}px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: 0.7;
  cursor: pointer;
  &:hover {
    opacity: 1;
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.md} {
    bottom: ${({ theme }) => theme.space[3]}px;
  }
  /* A page with a bar holds the launcher there, where it covers no post. */
  body:has([${DOCKED_LAUNCHER_ATTRIBUTE}]) && {
    display: none;
  }
`;

/**
 * The demo's control panel, opened from a discreet floating button on pages without a bar of
 * their own (the shortcut and the docked launchers are the mount's).
 */
export default function DemoControls({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <StorageNotices />
      <Launcher
        type="button"
        onClick={() => onOpenChange(true)}
        aria-haspopup="dialog"
        aria-label={t`Demo controls`}
        title={t`Demo controls (Alt+Shift+D)`}
      >
        <FiSliders aria-hidden />
      </Launcher>
      {open && <DemoPanel onClose={() => onOpenChange(false)} />}
    </>
  );
}
