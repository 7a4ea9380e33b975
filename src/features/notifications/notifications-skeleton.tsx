import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { Skeleton } from '../../components/skeleton';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

/** Rows shaped like notifications while they load. */
export function NotificationsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Loading notifications...</Trans>
      </span>
      <div aria-hidden="true">
        <Skeleton $width="80px" $height="0.8em" />
        {[70, 55, 80, 60].map((width) => (
          <Row key={width}>
            <Skeleton $width="44px" $height="44px" $round />
            <div>
              <Skeleton $width={`${width}%`} />
              <Skeleton $width="45%" $height="0.8em" />
              <Skeleton $width="20%" $height="0.7em" />
            </div>
          </Row>
        ))}
      </div>
    </div>
  );
}
