import type { IconType } from 'react-icons';
import { FiAlertCircle, FiCheckCircle, FiEye, FiLock, FiRotateCcw, FiTool } from 'react-icons/fi';
import { Badge, type BadgeTone } from '../../components/badge';
import { STATUS_LABELS, type ConcernStatus } from '../../lib/concerns';

// Each status has its own icon and word, so the colour is never the only thing that tells them apart.
const LOOKS: Record<ConcernStatus, { icon: IconType; tone: BadgeTone }> = {
  open: { icon: FiAlertCircle, tone: 'warning' },
  acknowledged: { icon: FiEye, tone: 'info' },
  in_progress: { icon: FiTool, tone: 'primary' },
  resolved: { icon: FiCheckCircle, tone: 'success' },
  closed: { icon: FiLock, tone: 'neutral' },
  reopened: { icon: FiRotateCcw, tone: 'danger' },
};

/** A concern's status as icon and text: Open, Acknowledged, In progress, Resolved, Closed, Reopened. */
export function ConcernStatusBadge({ status }: { status: ConcernStatus }) {
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <Badge $tone={tone}>
      <Icon aria-hidden />
      {STATUS_LABELS[status]}
    </Badge>
  );
}
