import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { StripList, StripScroller } from '../stories';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A titled region of Explore; `action` sits at the end of the heading row (a See All link). */
export function Section({
  title,
  icon,
  action,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <Head>
        <SectionTitle id={titleId}>
          {icon}
          {title}
        </SectionTitle>
        {action}
      </Head>
      {children}
    </Box>
  );
}

export const EmptyText = styled.p`
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

// Explore's cards have shadows and focus rings: its strips leave them room on every side.
const stripGutters = css`
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 -${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[1]}px
    ${({ theme }) => theme.space[2]}px;
  /* Snapping to the first card keeps the padding, so the strip starts unscrolled. */
  scroll-padding-inline: ${({ theme }) => theme.space[1]}px;
  > li {
    display: flex;
  }
`;

/** A strip's placeholder while it loads. */
export const Strip = styled(StripList)`
  ${stripGutters}
`;

/** A horizontal strip of cards, with the stories strip's scroll arrows centred on the cards. */
export const ScrollStrip = styled(StripScroller)`
  > ul {
    ${stripGutters}
  }
  > button {
    top: 50%;
    translate: 0 -50%;
  }
`;

export const Grid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 150 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
`;
