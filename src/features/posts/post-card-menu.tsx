import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FiFlag, FiMoreHorizontal } from 'react-icons/fi';
import styled from 'styled-components';
import { IconButton } from '../../components/icon-button';

const Wrap = styled.div`
  position: relative;
  flex-shrink: 0;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 160px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
  &[aria-disabled='true']:hover {
    background: none;
  }
`;

/**
 * The simple card's three-dot menu, which holds the report action (docs/product.md#post-card). Menu
 * button pattern: opening focuses the first item; Escape, Tab or a click elsewhere closes it.
 */
export function PostCardMenu({
  authorName,
  onReport,
  reported = false,
}: {
  authorName: string;
  onReport: () => void;
  /** The resident reported this post: the item says so and opens nothing. */
  reported?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onMenuKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // One item: every move stays on it.
      event.preventDefault();
      itemRef.current?.focus();
    }
  }

  return (
    <Wrap ref={wrapRef}>
      <IconButton
        ref={buttonRef}
        label={t`More actions for ${authorName}'s post`}
        icon={<FiMoreHorizontal aria-hidden />}
        size={36}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      {open && (
        <List id={menuId} role="menu" aria-label={t`Post actions`} onKeyDown={onMenuKey}>
          <li role="none">
            <Item
              ref={itemRef}
              type="button"
              role="menuitem"
              aria-disabled={reported || undefined}
              onClick={() => {
                if (reported) return;
                setOpen(false);
                onReport();
              }}
            >
              <FiFlag aria-hidden />
              {reported ? t`You reported this post` : t`Report`}
            </Item>
          </li>
        </List>
      )}
    </Wrap>
  );
}
