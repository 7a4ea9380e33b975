import { css } from 'styled-components';

/** The frame of a concern in the queue, shared by its skeleton so nothing moves when it loads. */
export const queueRowFrame = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
