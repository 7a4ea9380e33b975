import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiInfo, FiSearch } from 'react-icons/fi';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs, type TabItem } from '../../components/tabs';
import { BUILDER_NAME } from '../../lib/demo';
import { FeedSkeleton, PostCard } from '../posts';
import { POSTS_PER_TAB, postsByTab, type LandingFilter, type LandingTab } from './landing-data';
import { LandingFilters } from './landing-filters';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
  /* Below the header's room (RoomForBars), with a gap. */
  scroll-margin-top: ${({ theme }) => theme.space[4]}px;
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    display: inline-block;
    vertical-align: -2px;
    color: ${({ theme }) => theme.colors.info};
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const TAB_LABELS: Record<LandingTab, MessageDescriptor> = {
  all: msg`All Concerns`,
  'builder-wide': msg`Builder-Wide`,
  society: msg`Society-Specific`,
};

export interface LandingConcernsProps {
  id: string;
  /** The posts after search and society filter. */
  posts: Post[];
  isPending: boolean;
  usingSamples: boolean;
  /** Asks for the community feed again after it failed (null when it did not). */
  onRetry: (() => void) | null;
  signedIn: boolean;
  filter: LandingFilter;
  onFilterChange: (next: LandingFilter) => void;
  tab: LandingTab;
  onTabChange: (tab: LandingTab) => void;
  onRequireLogin: () => void;
}

/**
 * Search, society filter and the three tabs of at most 10 posts with their counts
 * (docs/product.md#landing-page).
 */
export function LandingConcerns(props: LandingConcernsProps) {
  const { posts, isPending, tab, filter, signedIn, onRequireLogin } = props;
  const { t } = useLingui();
  const titleId = useId();
  const byTab = postsByTab(posts);
  const tabs: TabItem<LandingTab>[] = (Object.keys(TAB_LABELS) as LandingTab[]).map((value) => ({
    value,
    label: t(TAB_LABELS[value]),
    count: isPending ? undefined : byTab[value].length,
  }));
  const all = byTab[tab];
  const shown = all.slice(0, POSTS_PER_TAB);
  const shownCount = shown.length;
  const allCount = all.length;
  const filtered = filter.search.trim() !== '' || filter.society !== '';

  return (
    <Section id={props.id} tabIndex={-1} aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>
          <Trans>Community Concerns</Trans>
        </h2>
        <p>
          <Trans>What residents across {BUILDER_NAME} societies are talking about.</Trans>
        </p>
      </Head>
      <LandingFilters value={filter} onChange={props.onFilterChange} />
      {props.usingSamples && (
        <Notice role="status">
          <span>
            <FiInfo aria-hidden />{' '}
            <Trans>Showing sample concerns while the community feed is unavailable.</Trans>
          </span>
          {props.onRetry && (
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Notice>
      )}
      <Tabs label={t`Concerns`} tabs={tabs} value={tab} onChange={props.onTabChange}>
        {isPending ? (
          <FeedSkeleton label={t`Loading concerns...`} />
        ) : shown.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<FiSearch aria-hidden />}
            title={filtered ? t`No concerns match your search` : t`No concerns here yet`}
            description={
              filtered ? t`Try another word or choose All Societies.` : t`Check back soon.`
            }
            action={
              filtered && (
                <Button
                  variant="outline"
                  onClick={() => props.onFilterChange({ search: '', society: '' })}
                >
                  <Trans>Clear filters</Trans>
                </Button>
              )
            }
          />
        ) : (
          <List>
            {shown.map((post) => (
              <PostCard key={post.id} post={post} onRequireLogin={onRequireLogin} />
            ))}
            {all.length > shown.length && (
              <More>
                <span>
                  <Trans>
                    Showing {shownCount} of {allCount} concerns.
                  </Trans>
                </span>
                {signedIn ? (
                  <ButtonLink to="/home" variant="secondary" size="sm">
                    <Trans>See all in your feed</Trans>
                  </ButtonLink>
                ) : (
                  <Button variant="secondary" size="sm" onClick={onRequireLogin}>
                    <Trans>Sign in to see all</Trans>
                  </Button>
                )}
              </More>
            )}
          </List>
        )}
      </Tabs>
    </Section>
  );
}
