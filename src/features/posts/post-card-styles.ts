import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The frame both card variants share.

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:focus-visible {
    outline-offset: 2px;
  }
`;

/** The author's picture in each variant of the card. */
export const AVATAR_PX = { rich: 44, simple: 40 } as const;

/**
 * A header this narrow puts the card's tags on a line of their own: phones up to about 400 px
 * wide (the header is the screen less the page's and the card's padding).
 */
const NARROW_HEADER_PX = 340;

// A plain div: a <header> inside the page would read as one more banner to some tools.
export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  container-type: inline-size;
  > a:first-child {
    border-radius: 50%;
  }
`;

export const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

export const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

/** The card's time as a link to its post's page: as plain as the text around it until hovered. */
export const TimeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* At least 24 px tall, as the society link beside it: a link is a target (WCAG 2.5.8). */
  min-height: 24px;
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  time {
    white-space: nowrap;
  }
`;

export const City = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  svg {
    width: 12px;
    height: 12px;
  }
`;

/**
 * Beside the author, or on a line of their own under the name on the narrowest phones: there,
 * beside the name, the society badge was cut short to make room for them.
 */
export const Tags = styled.div<{ $avatarPx: number }>`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  @container (max-width: ${NARROW_HEADER_PX}px) {
    order: 1;
    flex: 1 0 100%;
    flex-direction: row;
    flex-wrap: wrap;
    padding-inline-start: ${({ $avatarPx, theme }) => $avatarPx + theme.space[3]}px;
  }
`;
