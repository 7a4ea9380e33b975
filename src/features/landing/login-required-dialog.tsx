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
      title="Login Required"
      description="Sign in to like, comment, repost and raise concerns with your neighbours."
    >
      <Actions>
        {demo.isError && <Alert>Demo login failed</Alert>}
        <Button
          size="lg"
          fullWidth
          icon={<FiPlayCircle aria-hidden />}
          pending={demo.isPending}
          onClick={() => demo.mutate()}
        >
          Continue as Demo User
        </Button>
        <Or>or</Or>
        <ButtonLink to="/login" variant="outline" fullWidth icon={<FiLogIn aria-hidden />}>
          Login with Account
        </ButtonLink>
        <ButtonLink to="/register" variant="ghost" fullWidth icon={<FiUserPlus aria-hidden />}>
          Create New Account
        </ButtonLink>
      </Actions>
    </Dialog>
  );
}
