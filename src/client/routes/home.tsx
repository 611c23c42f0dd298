import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveControls } from '../features/save-simulation/save-controls';
import { SimulatorScreen } from '../features/simulator/simulator-screen';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

// Insights (maps, comparison) load on demand so the simulator's first paint never waits for them (DESIGN §7).
const Insights = lazy(() => import('../features/insights/insights'));
const GoalPanel = lazy(() => import('../features/goals/goal-panel'));

export default function HomePage() {
  const { t } = useTranslation();
  // Two thirds of the page's elements, below the fold on a phone: drawn once the simulator is on screen.
  const showInsights = useAfterFirstPaint();
  const loading = <p role="status" className="text-sm text-slate-600">{t('insights.loading')}</p>;
  return (
    <SimulatorScreen
      actions={(snapshot) => <SaveControls snapshot={snapshot} />}
      goals={(snapshot) => {
        const goalsLoading = <p role="status" className="text-sm text-slate-600">{t('goals.loading')}</p>;
        return showInsights ? <Suspense fallback={goalsLoading}><GoalPanel snapshot={snapshot} /></Suspense> : goalsLoading;
      }}
      insights={(snapshot) => (showInsights ? <Suspense fallback={loading}><Insights snapshot={snapshot} /></Suspense> : loading)}
    />
  );
}
