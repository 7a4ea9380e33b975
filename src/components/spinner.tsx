import { useLingui } from '@lingui/react/macro';
import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The spinner's ring, for a component to carry in its own styles (as a pseudo-element): they come
 * with it when it mounts, where a spinner mounted later adds a rule to the page, and a new rule
 * has the browser match every element's styles again, long on a big page and a slow phone.
 */
export const spinningRing = (size: number) => css`
  display: inline-block;
  width: ${size}px;
  height: ${size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Ring = styled.span<{ $size: number }>`
  ${({ $size }) => spinningRing($size)}
`;

/** A spinner; with a label it is announced as a status, without one it is decoration. */
export function Spinner({
  size = 20,
  label,
}: {
  size?: number;
  /** What is announced; "Loading" by default; null for a decoration. */
  label?: string | null;
}) {
  const { t } = useLingui();
  if (label === null) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading`}</span>
    </span>
  );
}
