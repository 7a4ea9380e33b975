import { usePeriod } from './period-switch';
import { SocietiesView } from './societies-view';
import { useSocietyRanking } from './use-society-ranking';

/** /societies (docs/product.md#society-records): the period lives in the address. */
export default function SocietiesScreen() {
  const [period, setPeriod] = usePeriod();
  const state = useSocietyRanking(period);
  return <SocietiesView period={period} onPeriodChange={setPeriod} state={state} />;
}
