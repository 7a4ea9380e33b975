import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { FiClock, FiFilter } from 'react-icons/fi';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { PageTitle, Row } from '../../components/card';
import { Spinner } from '../../components/spinner';

const Header = styled(Row)`
  justify-content: space-between;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

// Drawn from aria-pressed itself, so what it looks like and what it says cannot disagree.
const FilterButton = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface FeedHeaderProps {
  /** Filter is on: the feed shows builder-wide posts only. */
  builderWideOnly: boolean;
  /** Latest is bringing the newest posts. */
  refreshing?: boolean;
  onFilter: () => void;
  onLatest: () => void;
}

/** The feed's title with Filter (Builder-Wide) and Latest. Memoized: a like leaves it alone. */
export const FeedHeader = memo(function FeedHeader({
  builderWideOnly,
  refreshing = false,
  onFilter,
  onLatest,
}: FeedHeaderProps) {
  return (
    <Header>
      <PageTitle>
        <Trans>Home</Trans>
      </PageTitle>
      <Row $gap={2}>
        <FilterButton
          variant="outline"
          size="sm"
          icon={<FiFilter aria-hidden />}
          aria-pressed={builderWideOnly}
          onClick={onFilter}
        >
          {builderWideOnly ? <Trans>Filter: Builder-Wide</Trans> : <Trans>Filter</Trans>}
        </FilterButton>
        {/* Busy but not disabled: a disabled button would drop the focus it holds. */}
        <Button
          variant="outline"
          size="sm"
          icon={refreshing ? <Spinner size={16} label={null} /> : <FiClock aria-hidden />}
          aria-busy={refreshing || undefined}
          onClick={onLatest}
        >
          <Trans>Latest</Trans>
        </Button>
      </Row>
    </Header>
  );
});
