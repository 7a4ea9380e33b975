import { Trans, useLingui } from '@lingui/react/macro';
import { FiLogIn, FiPlayCircle, FiUserPlus } from 'react-icons/fi';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { Button, ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useDemoLogin } from '../auth';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Or = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * What a visitor meets on any interaction (docs/product.md#landing-page). Continue as Demo User
 * signs in through the demo-login call (the fixed demo credentials only where a server lacks it)
 * and lands on the feed.
 */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const demo = useDemoLogin();
  const close = () => {
    demo.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      size="sm"
      title={t`Login Required`}
      description={t`Sign in to like, comment, repost and raise concerns with your neighbours.`}
    >
      <Actions>
        {demo.isError && (
          <Alert>
            <Trans>Demo login failed</Trans>
          </Alert>
        )}
        <Button
          size="lg"
          fullWidth
          icon={<FiPlayCircle aria-hidden />}
          pending={demo.isPending}
          onClick={() => demo.mutate()}
        >
          <Trans>Continue as Demo User</Trans>
        </Button>
        <Or>
          <Trans>or</Trans>
        </Or>
        <ButtonLink to="/login" variant="outline" fullWidth icon={<FiLogIn aria-hidden />}>
          <Trans>Login with Account</Trans>
        </ButtonLink>
        <ButtonLink to="/register" variant="ghost" fullWidth icon={<FiUserPlus aria-hidden />}>
          <Trans>Create New Account</Trans>
        </ButtonLink>
      </Actions>
    </Dialog>
  );
}
