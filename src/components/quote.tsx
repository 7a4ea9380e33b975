import styled, { css } from 'styled-components';

/**
 * Someone else's words set off from the page's own by a rule at their start: a reported post, a
 * care team's note, a comment quoted in a notification. Long unbroken words wrap.
 */
export const quoteRule = css`
  padding-inline-start: ${({ theme }) => theme.space[3]}px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

export const Quote = styled.blockquote`
  margin: 0;
  ${quoteRule}
`;
