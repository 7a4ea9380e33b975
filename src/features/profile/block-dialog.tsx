import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/** Asks before blocking: it hides the person's posts and ends following both ways. */
export function BlockDialog({
  open,
  name,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} size="sm" title={`Block ${name}?`}>
      <p>
        Their posts will disappear from your feeds and you will stop following each other. You can
        unblock them any time from Settings on your profile.
      </p>
      <Actions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          {pending ? 'Blocking...' : 'Block'}
        </Button>
      </Actions>
    </Dialog>
  );
}
