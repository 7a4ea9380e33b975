import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/card';
import { PartBoundary } from '../../components/part-boundary';
import { lazyPart } from '../../lib/lazy-part';
import { PostComposer } from './post-composer';

// Only the older home screens use the simple composer: the feed's first screen does without it.
const SimpleComposer = lazyPart(
  () => import('./simple-composer'),
  (module) => module.SimpleComposer,
);

/**
 * The form composer (canonical) or the simple one of the older homes (docs/product.md#composer).
 */
export type ComposerVariant = 'form' | 'simple';

const Box = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  }
`;

/**
 * The composer above the feed; its draft asks before the resident leaves
 * (docs/product.md#composer).
 */
export default function FeedComposer({ variant = 'form' }: { variant?: ComposerVariant }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Create a post</Trans>
      </h2>
      {variant === 'simple' ? (
        <PartBoundary>
          <SimpleComposer />
        </PartBoundary>
      ) : (
        <PostComposer
          place="feed"
          label={t`Share a concern or update`}
          showAvatar
          guardNavigation
        />
      )}
    </Box>
  );
}
