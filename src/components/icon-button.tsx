import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: icon buttons have no visible text. */
  label: string;
  icon: ReactNode;
  size?: number;
}

const StyledIconButton = styled.button<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  position: relative;
  /* Its size is its tap target: long text beside it must not squeeze it. */
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = 40, type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} aria-label={label} title={label} $size={size} {...rest}>
      {icon}
      {children}
    </StyledIconButton>
  );
});
