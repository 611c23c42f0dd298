import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveControls } from '../features/save-simulation/save-controls';
import { SimulatorScreen } from '../features/simulator/simulator-screen';

// Insights (maps, comparison) load on demand so the simulator's first paint never waits for them (DESIGN §7).
const Insights = lazy(() => import('../features/insights/insights'));

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <SimulatorScreen
      actions={(snapshot) => <SaveControls snapshot={snapshot} />}
      insights={(snapshot) => (
        <Suspense fallback={<p role="status" className="text-sm text-slate-600">{t('insights.loading')}</p>}>
          <Insights snapshot={snapshot} />
        </Suspense>
      )}
    />
  );
}
