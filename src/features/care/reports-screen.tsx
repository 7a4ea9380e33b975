import { useViewer } from '../auth';
import { ReportsView } from './reports-view';
import { useModerationCases } from './use-moderation-cases';

/** /care/reports: the care team's Reports tab (docs/product.md#reports). */
export default function ReportsScreen() {
  const viewer = useViewer();
  const state = useModerationCases(viewer.careTeam != null);
  return <ReportsView viewer={viewer} state={state} />;
}
