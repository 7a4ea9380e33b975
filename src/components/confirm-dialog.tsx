import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' for an answer that takes something away (Block). */
  tone?: 'default' | 'danger';
  /** The confirmed action is running: its button waits, Cancel still closes. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes / no question over the page; focus starts on the safe answer. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      initialFocus={cancelRef}
    >
      <Actions>
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          pending={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
