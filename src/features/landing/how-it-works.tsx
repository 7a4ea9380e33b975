import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardTitle, ListStack } from '../../components/card';
import { BUILDER_NAME } from '../../lib/demo';

const Steps = styled(ListStack)`
  counter-reset: step;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[3]}px;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

// Supplementary: on phones it would push the concerns a screen further down.
const Box = styled(Card)`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

/** Three short steps that tell a first-time visitor what happens to a concern. */
export function HowItWorks() {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <Trans>How it works</Trans>
      </CardTitle>
      <Steps as="ol">
        <li>
          <strong>
            <Trans>Raise a concern</Trans>
          </strong>
          <span>
            <Trans>
              Post to your own society, or builder-wide to every {BUILDER_NAME} society.
            </Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Neighbours chime in</Trans>
          </strong>
          <span>
            <Trans>Likes, comments and reposts show what matters most.</Trans>
          </span>
        </li>
        <li>
          <strong>
            <Trans>Stay in the loop</Trans>
          </strong>
          <span>
            <Trans>Follow residents and groups, and get notified when they reply.</Trans>
          </span>
        </li>
      </Steps>
    </Box>
  );
}
