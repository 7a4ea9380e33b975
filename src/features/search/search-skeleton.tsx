import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

/** Result rows while the first search runs. */
export function SearchSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Searching...</Trans>
      </span>
      <Card aria-hidden="true">
        <Skeleton $width="120px" $height="1.1em" />
        {[60, 45, 70].map((width) => (
          <Row key={width}>
            <Skeleton $width="40px" $height="40px" $round />
            <div>
              <Skeleton $width={`${width}%`} />
              <Skeleton $width="35%" $height="0.75em" />
            </div>
          </Row>
        ))}
      </Card>
    </div>
  );
}
