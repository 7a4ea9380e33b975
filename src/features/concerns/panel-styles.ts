import styled, { css } from 'styled-components';
import { Card } from '../../components/card';

// The boxes of a concern's post page: the clock, the author's question, the care team's actions.

/** A card of the page; the author's question stands out ('ask'). */
export const Panel = styled(Card)<{ $tone?: 'plain' | 'ask' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  ${({ $tone, theme }) =>
    $tone === 'ask' &&
    css`
      background: ${theme.colors.successSoft};
      border-color: ${theme.colors.success};
    `}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A note, reason or response as its writer wrote it: their line breaks kept, long words broken. */
export const WrittenText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
