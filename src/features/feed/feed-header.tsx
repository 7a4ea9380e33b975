import { memo } from 'react';
import { FiClock, FiFilter } from 'react-icons/fi';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { PageTitle, Row } from '../../components/card';

const Header = styled(Row)`
  justify-content: space-between;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

export interface FeedHeaderProps {
  builderWideOnly: boolean;
  onFilter: () => void;
  onLatest: () => void;
}

/** The feed's title with Filter (Builder-Wide) and Latest. Memoized: a like leaves it alone. */
export const FeedHeader = memo(function FeedHeader({
  builderWideOnly,
  onFilter,
  onLatest,
}: FeedHeaderProps) {
  return (
    <Header>
      <PageTitle>Home</PageTitle>
      <Row $gap={2}>
        <Button
          variant="outline"
          size="sm"
          icon={<FiFilter aria-hidden />}
          aria-pressed={builderWideOnly}
          onClick={onFilter}
        >
          Filter{builderWideOnly ? ': Builder-Wide' : ''}
        </Button>
        <Button variant="outline" size="sm" icon={<FiClock aria-hidden />} onClick={onLatest}>
          Latest
        </Button>
      </Row>
    </Header>
  );
});
