import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { MutedText } from '../../components/card';
import { PostCard } from '../posts';
import type { PostCardVariant } from '../posts';
import type { DemoState } from './demo-posts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

// Side by side once both cards have room; stacked on a phone.
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  min-width: 0;
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const VARIANTS: { variant: PostCardVariant; caption: MessageDescriptor }[] = [
  { variant: 'rich', caption: msg`Rich card (current screens)` },
  { variant: 'simple', caption: msg`Simple card (older screens)` },
];

/** One state: its name and note, then the rich and the simple card of the same post. */
export function DemoStateRow({ state }: { state: DemoState }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t(state.title)}</h2>
        <MutedText>{t(state.note)}</MutedText>
      </div>
      <Pair>
        {VARIANTS.map(({ variant, caption }) => (
          <Figure key={variant}>
            <figcaption>{t(caption)}</figcaption>
            <PostCard post={state.post} variant={variant} preview signedOut={state.signedOut} />
          </Figure>
        ))}
      </Pair>
    </Section>
  );
}
