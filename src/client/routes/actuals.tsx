import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { useSearch } from 'wouter';
import { ActualsScreen } from '../features/actuals/actuals-screen';

const WarningsPanel = lazyPart(() => import('../features/warnings/warnings-panel').then((m) => ({ default: m.WarningsPanel })));

/** `/actuals?plan=<id>`: a saved plan against its actuals; the plan in the query, as the simulator's `/?plan=`. Its warnings show with its ledger orders. */
export default function ActualsPage() {
  const planId = new URLSearchParams(useSearch()).get('plan') ?? '';
  return (
    <ActualsScreen
      simulationId={planId}
      planWarnings={
        <Suspense fallback={null}>
          <WarningsPanel subject={`plan:${planId}`} />
        </Suspense>
      }
    />
  );
}
