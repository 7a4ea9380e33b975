import type { Post, UserSummary } from '../../api/types';
import { Dialog } from '../../components/dialog';

export type ReportTarget = { type: 'post'; post: Post } | { type: 'user'; user: UserSummary };

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
}

// Stub until the report dialog lands (issue 4).
export default function ReportDialog({ open, onClose, target }: ReportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={target.type === 'post' ? 'Report Post' : 'Report User'}>
      <p>Reporting is on its way.</p>
    </Dialog>
  );
}
