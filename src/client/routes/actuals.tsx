import { useSearch } from 'wouter';
import { ActualsScreen } from '../features/actuals/actuals-screen';

/** `/actuals?plan=<id>`: a saved plan against its actuals; the plan in the query, as the simulator's `/?plan=`. */
export default function ActualsPage() {
  const planId = new URLSearchParams(useSearch()).get('plan') ?? '';
  return <ActualsScreen simulationId={planId} />;
}
