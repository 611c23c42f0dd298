import { lazy, Suspense, useCallback, useState } from 'react';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { planAddressOf, useOpenedPlan } from '../features/plans/use-opened-plan';
import { SaveControls } from '../features/save-simulation/save-controls';
import { SimulatorScreen } from '../features/simulator/simulator-screen';
import { withBelowFoldEnglish } from '../i18n';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

// Insights (maps, comparison) load on demand so the simulator's first paint never waits for them (DESIGN §7).
const Insights = lazy(withBelowFoldEnglish(() => import('../features/insights/insights')));
const GoalPanel = lazy(withBelowFoldEnglish(() => import('../features/goals/goal-panel')));
// Only a visitor back from signing in has a kept scenario: its code loads after the first paint.
const GuestDraftRestore = lazy(() => import('../features/save-simulation/guest-draft-restore'));

export default function HomePage() {
  const { t } = useTranslation();
  // Two thirds of the page's elements, below the fold on a phone: drawn once the simulator is on screen.
  const showInsights = useAfterFirstPaint();
  // Issue 19: `?plan=<id>` reopens a saved simulation, `?shared=<token>` copies a shared one in.
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
        plan={opened.data ?? (draftWanted ? draft : null) ?? undefined}
        actions={(snapshot) => <SaveControls snapshot={snapshot} />}
        goals={(snapshot) => {
          const goalsLoading = (
            <p role="status" className="text-sm text-slate-600">
              {t('goals.loading')}
            </p>
          );
          return showInsights ? (
            <Suspense fallback={goalsLoading}>
              <GoalPanel snapshot={snapshot} />
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
