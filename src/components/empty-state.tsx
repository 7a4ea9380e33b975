import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  > svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/** An empty, error or signed-out message with an optional action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <Box>
      {icon}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <p>{description}</p>}
      {action}
    </Box>
  );
}
