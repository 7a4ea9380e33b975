import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { FiPlus, FiSearch, FiUsers } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupFilter } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { GroupCard } from './group-card';
import { useGroupPages } from './use-groups';

// Two columns once the column itself is wide enough, whatever the sidebars leave of the window.
const Container = styled.div`
  container-type: inline-size;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  @container (min-width: 540px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > span:not(:first-child) {
    margin: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[2]}px;
`;

function GridSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Loading groups...</Trans>
      </span>
      <Grid aria-hidden>
        {[0, 1, 2, 3].map((index) => (
          <SkeletonCard key={index}>
            <Skeleton $height="96px" />
            <Skeleton $width="60%" $height="1.2em" />
            <Skeleton $width="40%" />
            <Skeleton />
            <Skeleton $width="80%" />
          </SkeletonCard>
        ))}
      </Grid>
    </div>
  );
}

export interface GroupGridProps {
  filter: GroupFilter;
  /** The search as sent to the server (already debounced). */
  query: string;
  /** The tab's count, when known. */
  total?: number;
  onCreate: () => void;
}

/** One tab's groups, six at a time, with its loading, error and empty states. */
export function GroupGrid({ filter, query, total, onCreate }: GroupGridProps) {
  const { t } = useLingui();
  const pages = useGroupPages({ filter, q: query }, total);
  const gridRef = useRef<HTMLDivElement>(null);

  async function loadMore() {
    const shown = pages.groups.length;
    await pages.fetchNextPage();
    // The first new card takes the focus, as the button may be gone now.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    const cards = gridRef.current?.querySelectorAll<HTMLElement>('article h3 a');
    cards?.[shown]?.focus();
  }

  if (pages.isPending) return <GridSkeleton />;
  if (pages.data === undefined) {
    return (
      <Alert onRetry={() => void pages.refetch()}>
        <Trans>Failed to load groups. Please try again.</Trans>
      </Alert>
    );
  }
  if (pages.groups.length === 0) {
    return query ? (
      <EmptyState
        icon={<FiSearch aria-hidden />}
        title={t`No groups found`}
        description={t`No groups match your search "${query}"`}
        headingLevel={3}
      />
    ) : (
      <EmptyState
        icon={<FiUsers aria-hidden />}
        title={t`No groups available`}
        headingLevel={3}
        action={
          <Button icon={<FiPlus aria-hidden />} onClick={onCreate}>
            <Trans>Create First Group</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <Container>
      <Grid ref={gridRef} aria-busy={pages.isFetchingNextPage || undefined}>
        {pages.groups.map((group) => (
          <GroupCard key={group.id} group={group} />
        ))}
      </Grid>
      {pages.hasNextPage && pages.isFetchNextPageError && !pages.isFetchingNextPage && (
        <Alert>
          <Trans>More groups could not be loaded. Please try again.</Trans>
        </Alert>
      )}
      {pages.hasNextPage && (
        <More>
          <Button
            variant="outline"
            pending={pages.isFetchingNextPage}
            onClick={() => void loadMore()}
          >
            <Trans>Load More Groups</Trans>
          </Button>
        </More>
      )}
    </Container>
  );
}
