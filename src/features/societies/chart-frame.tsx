import type { ReactNode } from 'react';
import styled from 'styled-components';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  min-width: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

/**
 * A chart with its caption: the drawing is hidden from screen readers, which read `table`, the
 * same figures as a table (visually hidden), instead.
 */
export function ChartFrame({
  caption,
  legend,
  table,
  children,
}: {
  caption: string;
  legend?: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      {legend && <div aria-hidden>{legend}</div>}
      <div aria-hidden>{children}</div>
      <div className="visually-hidden">{table}</div>
    </Figure>
  );
}
