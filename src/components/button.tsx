import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and keeps its width. */
  pending?: boolean;
  icon?: ReactNode;
  fullWidth?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
};

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[6]}px;
    font-size: ${({ theme }) => theme.font.size.md};
  `,
};

export const buttonStyles = css<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  /* A label longer than the screen (200 % text, a long translation) wraps inside the button. */
  max-width: 100%;
  text-align: center;
  overflow-wrap: break-word;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex-shrink: 0;
  }
`;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  ${buttonStyles}
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    pending = false,
    icon,
    fullWidth,
    children,
    disabled,
    type = 'button',
    onClick,
    ...rest
  },
  forwarded,
) {
  const own = useRef<HTMLButtonElement>(null);
  useImperativeHandle(forwarded, () => own.current!, []);
  // A pending button is disabled, and the browser drops the focus of a disabled button to the
  // page: a keyboard or screen reader user who pressed Leave found themselves at the top of the
  // page. The button that had the focus when pressed takes it back once it is no longer pending,
  // unless the focus has gone somewhere meanwhile (a dialog closing to its opener, a field with an
  // error).
  const pressedWithFocus = useRef(false);
  useEffect(() => {
    if (pending || !pressedWithFocus.current) return;
    pressedWithFocus.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body) own.current?.focus();
  }, [pending]);
  return (
    <StyledButton
      ref={own}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        pressedWithFocus.current = document.activeElement === event.currentTarget;
        onClick?.(event);
      }}
      {...rest}
    >
      {pending ? <Spinner size={16} label={null} /> : icon}
      {children}
    </StyledButton>
  );
});

const StyledLink = styled(Link)<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  ${buttonStyles}
`;

/** A link that looks like a button: navigation stays a real link. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth,
  children,
  ...rest
}: LinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}
