import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Skeleton } from '../../components/skeleton';
import { queueRowFrame } from './queue-styles';

const Row = styled.div`
  ${queueRowFrame}
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Rows shaped like the queue's concerns while they load. */
export function QueueSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status">
      <span className="visually-hidden">{label ?? t`Loading the care queue...`}</span>
      <Rows aria-hidden="true">
        {[75, 60, 85].map((width) => (
          <Row key={width}>
            <Skeleton $width="45%" $height="0.8em" />
            <Skeleton $width={`${width}%`} />
            <Skeleton $width={`${width - 20}%`} />
            <Skeleton $width="35%" $height="0.7em" />
          </Row>
        ))}
      </Rows>
    </div>
  );
}
