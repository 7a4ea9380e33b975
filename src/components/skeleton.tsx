import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

export const Skeleton = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;
`;
