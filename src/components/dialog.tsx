import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FiX } from 'react-icons/fi';
import styled, { css } from 'styled-components';
import { IconButton } from './icon-button';
import { tabStops } from './tab-stops';

const Overlay = styled.div<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
  ${({ $size }) => $size === 'full' && 'padding: 0;'}
`;

const Panel = styled.div<{ $size: DialogSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'sm' ? '420px' : $size === 'md' ? '560px' : '720px')};
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  ${({ $size }) =>
    $size === 'full' &&
    css`
      max-width: none;
      max-height: none;
      height: 100dvh;
      border-radius: 0;
      padding: 0;
      background: #000;
      color: #fff;
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type DialogSize = 'sm' | 'md' | 'lg' | 'full';

// Open dialogs, innermost last: only the innermost one answers Escape and keeps Tab inside.
const openDialogs: HTMLElement[] = [];

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: DialogSize;
  /** Hide the visible header (the title still names the dialog): full-screen viewers. */
  hideHeader?: boolean;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus moves into it, Tab stays inside, Escape and the overlay close it, and focus
 * returns to what opened it. Everything else on the page is hidden from assistive technology.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  hideHeader,
  initialFocus,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    // Everything outside this dialog (the app root in the product, #storybook-root in Storybook,
    // an earlier dialog) becomes inert until it closes.
    const overlay = panel.parentElement!;
    const outside = [...document.body.children].filter(
      (element) =>
        element !== overlay &&
        !element.contains(overlay) &&
        !element.hasAttribute('inert') &&
        // Toasts must still be announced while a dialog is open.
        !element.hasAttribute('data-live-region'),
    );
    for (const element of outside) element.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Focused once the page around has changed: focus lays the page out at once, and a change
    // after it would have the browser style and lay out the whole page again for the next frame.
    const target = initialFocus?.current ?? tabStops(panel)[0] ?? panel;
    target.focus();

    openDialogs.push(panel);
    function onKeyDown(event: KeyboardEvent) {
      if (openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = tabStops(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      for (const element of outside) element.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <Overlay
      $size={size}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <Header className={hideHeader ? 'visually-hidden' : undefined}>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          {!hideHeader && <IconButton label={t`Close`} icon={<FiX />} onClick={onClose} />}
        </Header>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
