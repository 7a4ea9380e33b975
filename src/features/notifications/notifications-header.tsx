import { Trans } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { FiCheck, FiCheckCircle } from 'react-icons/fi';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { PageTitle } from '../../components/card';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  h1:focus {
    outline: none;
  }
`;

const UnreadBadge = styled(Badge)`
  font-size: ${({ theme }) => theme.font.size.sm};
  padding: 2px ${({ theme }) => theme.space[3]}px;
`;

const CaughtUp = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * The unread count badge or 'All caught up!', and Mark all as read while any is unread
 * (docs/product.md#notifications).
 */
export const NotificationsHeader = forwardRef<
  HTMLHeadingElement,
  { unread: number | null; onMarkAll?: () => void; markingAll?: boolean }
>(function NotificationsHeader({ unread, onMarkAll, markingAll = false }, titleRef) {
  return (
    <Header>
      <TitleRow>
        <PageTitle ref={titleRef} tabIndex={-1}>
          <Trans>Notifications</Trans>
        </PageTitle>
        {/* A status: the new count is announced when residents mark notifications read. */}
        <span role="status">
          {unread === null ? null : unread > 0 ? (
            <UnreadBadge $tone="primary">
              <Trans>{unread} unread</Trans>
            </UnreadBadge>
          ) : (
            <CaughtUp>
              <FiCheckCircle aria-hidden />
              <Trans>All caught up!</Trans>
            </CaughtUp>
          )}
        </span>
      </TitleRow>
      {unread !== null && unread > 0 && onMarkAll && (
        <Button
          variant="outline"
          size="sm"
          icon={<FiCheck aria-hidden />}
          pending={markingAll}
          onClick={onMarkAll}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      )}
    </Header>
  );
});
