import { Suspense, useCallback, useState } from 'react';
import { lazyPart } from '../lib/lazy-part';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { useTranslation } from '../i18n/use-translation';
import { useSearch } from 'wouter';
import type { UncertainInputs } from '@domain/risk/uncertain-inputs';
import { planAddressOf, useOpenedPlan } from '../features/plans/use-opened-plan';
import { SaveControls } from '../features/save-simulation/save-controls';
import { SimulatorScreen } from '../features/simulator/simulator-screen';
import { withBelowFoldText } from '../i18n';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

// Insights (maps, comparison) load on demand so the simulator's first paint never waits for them (docs/product.md#performance-budgets).
const Insights = lazyPart(withBelowFoldText(() => import('../features/insights/insights')));
const GoalPanel = lazyPart(withBelowFoldText(() => import('../features/goals/goal-panel')));
const RiskPanel = lazyPart(withBelowFoldText(() => import('../features/risk/risk-panel')));
// Only a visitor back from signing in has a kept scenario: its code loads after the first paint.
const GuestDraftRestore = lazyPart(() => import('../features/save-simulation/guest-draft-restore'), { quiet: true });

export default function HomePage() {
  const { t } = useTranslation();
  // Two thirds of the page's elements, below the fold on a phone: drawn once the simulator is on screen.
  const showInsights = useAfterFirstPaint();
  // `?plan=<id>` reopens a saved simulation, `?shared=<token>` copies a shared one in.
  const address = planAddressOf(useSearch());
  const opened = useOpenedPlan(address);
  // A guest's scenario kept when they left to sign in comes back here, unless the address opens another plan.
  const draftWanted = !address.planId && !address.sharedToken;
  const [draft, setDraft] = useState<PlanInputs | null>(null);
  const onDraft = useCallback((next: PlanInputs | null) => setDraft(next), []);
  // "Start from the defaults" draws a fresh simulator, the focus on the page's main region.
  const [fresh, setFresh] = useState(0);
  const onDiscarded = useCallback(() => {
    setFresh((count) => count + 1);
    document.getElementById('main')?.focus();
  }, []);
  const plan = opened.data ?? (draftWanted ? draft : null) ?? undefined;
  // The profit range's uncertain inputs start from the plan's and go with the next save. A newly opened plan
  // replaces them (state adjusted while rendering, so no frame shows the old plan's).
  const planKey = plan ? `${plan.planId ?? 'copied'}:${JSON.stringify(plan.uncertainty)}:${fresh}` : `none:${fresh}`;
  const [uncertainty, setUncertainty] = useState<{ planKey: string; value: UncertainInputs }>({ planKey, value: plan?.uncertainty ?? {} });
  if (uncertainty.planKey !== planKey) setUncertainty({ planKey, value: plan?.uncertainty ?? {} });
  const loading = (
    <p role="status" className="text-sm text-slate-600">
      {t('insights.loading')}
    </p>
  );
  return (
    <>
      {opened.isError && (
        <p role="alert" className="mx-auto mt-4 max-w-7xl px-4 text-sm text-red-700" data-testid="plan-load-failed">
          {t('plans.openFailed')}
        </p>
      )}
      {showInsights && draftWanted && (
        <Suspense fallback={null}>
          <GuestDraftRestore onDraft={onDraft} onDiscarded={onDiscarded} />
        </Suspense>
      )}
      <SimulatorScreen
        key={fresh}
        plan={plan}
        actions={(snapshot) => <SaveControls snapshot={{ ...snapshot, uncertainty: uncertainty.value }} />}
        goals={(snapshot) => {
          const goalsLoading = (
            <p role="status" className="text-sm text-slate-600">
              {t('goals.loading')}
            </p>
          );
          return showInsights ? (
            <Suspense fallback={goalsLoading}>
              <GoalPanel snapshot={snapshot} />
              <RiskPanel
                key={planKey}
                snapshot={snapshot}
                initial={plan?.uncertainty}
                onChange={(value) => setUncertainty({ planKey, value })}
              />
            </Suspense>
          ) : (
            goalsLoading
          );
        }}
        insights={(snapshot) =>
          showInsights ? (
            <Suspense fallback={loading}>
              <Insights snapshot={snapshot} />
            </Suspense>
          ) : (
            loading
          )
        }
      />
    </>
  );
}
