import { useParams } from 'react-router-dom';
import { usePeriod } from './period-switch';
import { SocietyView } from './society-view';
import { parseSocietyId, useSocietyPage } from './use-society-page';

/** /societies/{id} (docs/product.md#society-records): the period lives in the address. */
export default function SocietyScreen() {
  const { id } = useParams();
  const [period, setPeriod] = usePeriod();
  const state = useSocietyPage(parseSocietyId(id), period);
  return <SocietyView period={period} onPeriodChange={setPeriod} state={state} />;
}
