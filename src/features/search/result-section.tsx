import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ResultList = styled.ul<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: ${({ $inline }) => ($inline ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $inline }) => theme.space[$inline ? 2 : 1]}px;
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    max-width: 100%;
  }
`;

/** One kind of result under its heading and count ("Residents 3"). */
export function ResultSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>
        {title}
        <Badge>
          {count}
          <span className="visually-hidden">
            {' '}
            {t`${plural(count, { one: 'result', other: 'results' })}`}
          </span>
        </Badge>
      </Heading>
      {children}
    </Card>
  );
}
