import { useLingui } from '@lingui/react/macro';
import type { IconType } from 'react-icons';
import { FiAlertCircle, FiCheckCircle, FiEye, FiLock, FiRotateCcw, FiTool } from 'react-icons/fi';
import { Badge, type BadgeTone } from '../../components/badge';
import type { ConcernStatus } from '../../lib/concerns';
import { STATUS_TEXTS } from './concern-text';

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
  const { i18n } = useLingui();
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <Badge $tone={tone}>
      <Icon aria-hidden />
      {i18n._(STATUS_TEXTS[status])}
    </Badge>
  );
}
