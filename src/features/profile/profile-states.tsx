import { Trans, useLingui } from '@lingui/react/macro';
import { FiLock, FiUserX } from 'react-icons/fi';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Card, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { PostCardSkeleton } from '../posts';

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  > div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[4]}px;
`;

/** The header's shape and three post placeholders while GET /api/users/{id} runs. */
export function ProfileSkeleton() {
  return (
    <Stack role="status" $gap={4}>
      <span className="visually-hidden">
        <Trans>Loading profile...</Trans>
      </span>
      <Card aria-hidden="true" as="div">
        <Head>
          <Skeleton $width="88px" $height="88px" $round />
          <div>
            <Skeleton $width="45%" $height="1.5em" />
            <Skeleton $width="25%" />
          </div>
        </Head>
        <Lines>
          <Skeleton $width="90%" />
          <Skeleton $width="60%" />
        </Lines>
        <Skeleton $height="3em" />
      </Card>
      <div aria-hidden="true">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    </Stack>
  );
}

export function ProfileNotFound() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        icon={<FiUserX aria-hidden />}
        title={t`Profile not found`}
        description={t`This resident may have left, or the link is incomplete.`}
        action={
          <ButtonLink to="/home">
            <Trans>Go to Home</Trans>
          </ButtonLink>
        }
      />
    </Card>
  );
}

export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert onRetry={onRetry}>
      <Trans>Failed to fetch profile</Trans>
    </Alert>
  );
}

export function SignedOutProfile() {
  const { t } = useLingui();
  return (
    <Card>
      <EmptyState
        icon={<FiLock aria-hidden />}
        title={t`Please log in to view your profile.`}
        action={
          <ButtonLink to="/login">
            <Trans>Log In</Trans>
          </ButtonLink>
        }
      />
    </Card>
  );
}
