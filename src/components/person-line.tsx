import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from './avatar';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  flex: 1;
  color: inherit;
  text-decoration: none;
  &:hover strong {
    text-decoration: underline;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Name = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Subtitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A person in a list: avatar, name and a line below; optionally a link and an action. */
export function PersonLine({
  name,
  image,
  subtitle,
  to,
  action,
  size = 40,
}: {
  name: string;
  image?: string | null;
  subtitle?: ReactNode;
  to?: string;
  action?: ReactNode;
  size?: number;
}) {
  const content = (
    <>
      <Avatar name={name} src={image} size={size} />
      <Text>
        <Name>{name}</Name>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Text>
    </>
  );
  return (
    <Line>
      {to ? (
        <Who as={Link} to={to}>
          {content}
        </Who>
      ) : (
        <Who>{content}</Who>
      )}
      {action}
    </Line>
  );
}
