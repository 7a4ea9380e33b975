import { useLingui } from '@lingui/react/macro';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
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
