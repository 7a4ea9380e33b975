// "Is it one of these?" (docs/product.md#concerns): while a resident writes a concern, up to three
// open concerns of the same society and category whose text is close, each with its own "Affects
// me too", so the same lift is not reported ten times. Nothing shows where the server cannot say.
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { similarConcernsQueryOptions } from '../../api/concerns';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { Id } from '../../api/types';
import type { ConcernCategory } from '../../lib/concerns';
import { useAuth } from '../auth';
import { CardAffected } from './card-affected';
import { ConcernStatusBadge } from './concern-status-badge';

/** Fewer letters than this say too little to compare. */
const SIMILAR_MIN_LENGTH = 8;
const TYPING_PAUSE = 400;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Excerpt = styled(Link)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SimilarConcernsProps {
  societyId: Id | undefined;
  category: ConcernCategory;
  text: string;
}

export function SimilarConcerns({ societyId, category, text }: SimilarConcernsProps) {
  const { user } = useAuth();
  const headingId = useId();
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE);
  const query = useQuery({
    ...similarConcernsQueryOptions({
      societyId: societyId!,
      category,
      text: settled.slice(0, 500),
    }),
    enabled: !!user && societyId !== undefined && settled.length >= SIMILAR_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const posts = query.data ?? [];
  if (!query.isSuccess || posts.length === 0 || settled.length < SIMILAR_MIN_LENGTH) return null;
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Is it one of these?</Trans>
      </h2>
      <ul>
        {posts.map((post) =>
          post.concern ? (
            <li key={post.id}>
              <ConcernStatusBadge status={post.concern.status} />{' '}
              <Excerpt to={`/posts/${post.id}`}>{post.content}</Excerpt>
              <CardAffected post={post} viewer={user} signedInOnly={(action) => action} />
            </li>
          ) : null,
        )}
      </ul>
    </Box>
  );
}
