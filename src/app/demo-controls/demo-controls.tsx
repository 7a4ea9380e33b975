import { useEffect, useState } from 'react';
import { FiSliders } from 'react-icons/fi';
import styled from 'styled-components';
import { DemoPanel } from './demo-panel';

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
`;

/** The demo's control panel: only in mock builds, opened from a discreet button or Alt+Shift+D. */
export default function DemoControls() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey && event.shiftKey && event.code === 'KeyD') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    }
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Launcher
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label="Demo controls"
        title="Demo controls (Alt+Shift+D)"
      >
        <FiSliders aria-hidden />
      </Launcher>
      {open && <DemoPanel onClose={() => setOpen(false)} />}
    </>
  );
}
