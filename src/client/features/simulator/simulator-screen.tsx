import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, NOT_AVAILABLE } from '@domain/format';
import type { SimulatorSnapshot } from '@domain/simulator-snapshot';
import { Card, CardContent } from '../../components/ui/card';
import { useLanguage } from '../../i18n/use-language';
import { useAuth } from '../../lib/session/use-auth';
import { CatalogueSelects } from './catalogue-selects';
import { FeePanel } from './fee-panel';
import { GuestNotice } from './guest-notice';
import { ResultCards } from './result-cards';
import { ScenarioTabs } from './scenario-tabs';
import { SimulatorInputs } from './simulator-inputs';
import { useSimulatorState } from './use-simulator-state';

interface SimulatorScreenProps {
  /** Save controls, composed in by the page (features do not import each other). */
  actions?: (snapshot: SimulatorSnapshot) => ReactNode;
  /** Insights below the results. */
  insights?: (snapshot: SimulatorSnapshot) => ReactNode;
}

export function SimulatorScreen({ actions, insights }: SimulatorScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const state = useSimulatorState();
  const result = state.shownResult;

  return (
    <div className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6">
      <div className="mb-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('simulator.title')}</h1>
        <p className="text-sm text-slate-600">{t('simulator.subtitle')}</p>
      </div>
      {!authLoading && !isAuthenticated && (
        <div className="mb-4">
          <GuestNotice />
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="order-2 lg:order-none lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <FeePanel fees={state.fees} source={state.feeSource} loading={state.feesLoading} onChange={state.setFee} />
        </div>
        <Card className="order-1 lg:order-none lg:col-start-2">
          <CardContent className="grid gap-4 pt-4">
            <CatalogueSelects
              services={state.services}
              countries={state.countries}
              serviceId={state.serviceId}
              countryId={state.countryId}
              onServiceChange={state.setServiceId}
              onCountryChange={state.setCountryId}
            />
            <SimulatorInputs values={state.texts} onChange={state.setText} />
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-3">
              <span className="text-sm font-medium text-brand-900">{t('simulator.sellingPrice')}</span>
              <span data-testid="result-selling-price" className="tabular text-xl font-bold text-brand-900">
                {result ? formatMoney(result.sellingPrice, language) : NOT_AVAILABLE}
              </span>
            </div>
            {actions?.(state.snapshot)}
          </CardContent>
        </Card>
        <div className="order-3 grid content-start gap-3 lg:order-none lg:col-start-2">
          <ScenarioTabs value={state.scenario} onChange={state.chooseScenario}>
            {state.perOrder && (
              <p className="text-xs text-slate-600" role={result ? undefined : 'status'}>
                {result ? t('simulator.scenarios.perOrderNote') : t('simulator.scenarios.noDelivered')}
              </p>
            )}
            <ResultCards result={result} perOrder={state.perOrder} />
          </ScenarioTabs>
        </div>
      </div>
      {insights && <div className="mt-6">{insights(state.snapshot)}</div>}
    </div>
  );
}
