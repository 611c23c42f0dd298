import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, NOT_AVAILABLE } from '@domain/format';
import { formatDollarsIn, localCurrency } from '@domain/money';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import { Card, CardContent } from '../../components/ui/card';
import { useLanguage } from '../../i18n/use-language';
import { useAuth } from '../../lib/session/use-auth';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { AdvancedCosts } from './advanced-costs';
import { CatalogueSelects } from './catalogue-selects';
import { FeePanel } from './fee-panel';
import { GuestNotice } from './guest-notice';
import { ResultCards } from './result-cards';
import { ScenarioTabs } from './scenario-tabs';
import { SimulatorInputs } from './simulator-inputs';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { useSimulatorState } from './use-simulator-state';

// Home JS budget (common rules): the rate field, which only shows once a country is chosen, comes in its own chunk.
// Nothing in the first render is lazy: the prerendered page is hydrated at once (decision 0030).
const CurrencyRateField = lazyPart(() => import('./currency-rate-field').then((module) => ({ default: module.CurrencyRateField })));
// Drawn once the page is painted, each in its own chunk, like the goal panel below them: the phone's result bar
// serves editing, which comes after the first paint (it sits at the end of the inputs' card, below the fold on a
// phone, and is not drawn from the large breakpoint); every cost line comes under the result cards.
const CostLineResults = lazyPart(() => import('./cost-line-results').then((module) => ({ default: module.CostLineResults })));
const PhoneResultBar = lazyPart(() => import('./phone-result-bar').then((module) => ({ default: module.PhoneResultBar })));

interface SimulatorScreenProps {
  /** A saved or shared plan to open, loaded by the page. */
  plan?: PlanInputs;
  /** Save controls, composed in by the page (features do not import each other). */
  actions?: (snapshot: SimulatorSnapshot) => ReactNode;
  /** The Goal panel under the cost lines, composed in by the page so it can load after the first paint. */
  goals?: (snapshot: SimulatorSnapshot) => ReactNode;
  /** Insights below the results. */
  insights?: (snapshot: SimulatorSnapshot) => ReactNode;
}

export function SimulatorScreen({ plan, actions, goals, insights }: SimulatorScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const state = useSimulatorState(plan);
  const painted = useAfterFirstPaint();
  const result = state.shownResult;
  const country = state.snapshot.country;
  // With a country that has a currency code and a rate, amounts can be typed in its currency and results show it
  // beside dollars; without a code (a label Ribh cannot read) figures stay in dollars until its owner chooses one.
  const code = country?.currencyCode ?? null;
  const local = (state.countryRate !== null && localCurrency(code, state.rate)) || undefined;

  // Choosing another market below the fold: bring its results into view and put the focus on their heading.
  const snapshot: SimulatorSnapshot = {
    ...state.snapshot,
    selectMarket: (countryId, serviceId) => {
      state.snapshot.selectMarket(countryId, serviceId);
      requestAnimationFrame(() => {
        // Found by id when the frame runs: the snapshot is passed to children during render, so it holds no ref.
        const heading = document.getElementById('results-heading');
        heading?.scrollIntoView({ block: 'start' });
        heading?.focus({ preventScroll: true });
      });
    },
  };

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
      {/*
        DOM order is the reading order at every width and in both directions: the product card, then the
        fee panel (below it on a phone, beside it at its end from lg), then the results under the card.
      */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent top="none" className="grid gap-4">
            <CatalogueSelects
              services={{
                data: state.services.data,
                failed: state.services.isError && !state.services.isFetching,
                retry: () => void state.services.refetch(),
              }}
              countries={{
                data: state.countries.data,
                failed: state.countries.isError && !state.countries.isFetching,
                retry: () => void state.countries.refetch(),
              }}
              serviceId={state.state.serviceId}
              countryId={state.state.countryId}
              onServiceChange={state.setServiceId}
              onCountryChange={state.setCountryId}
            />
            <SimulatorInputs
              values={state.state.texts}
              readings={state.readings}
              onChange={state.setText}
              currency={local && { ...local, localKeys: state.localKeys, onToggle: state.toggleLocal }}
            />
            {code && state.countryRate !== null && (
              <Suspense fallback={null}>
                <CurrencyRateField
                  code={code}
                  countryRate={state.countryRate}
                  text={state.rateText}
                  reading={state.rateReading}
                  onChange={state.setRateText}
                />
              </Suspense>
            )}
            <AdvancedCosts
              values={state.advancedTexts}
              readings={state.advancedReadings}
              onChange={state.setAdvancedText}
              countryTax={state.countryTax}
              currency={local && { ...local, localKeys: state.localKeys, onToggle: state.toggleLocal }}
            />
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 p-3">
              <span className="text-sm font-medium text-brand-900">{t('simulator.revenue')}</span>
              <span data-testid="result-selling-price" className="tabular text-xl font-bold text-brand-900">
                {result ? formatMoney(result.sellingPrice, language) : NOT_AVAILABLE}
              </span>
              {result && local && (
                <span data-testid="result-selling-price-local" className="tabular w-full text-end text-sm text-brand-900">
                  {formatDollarsIn(result.sellingPrice, local, language)}
                </span>
              )}
            </div>
            {actions?.(snapshot)}
            {painted && (
              <Suspense fallback={null}>
                <PhoneResultBar result={result} />
              </Suspense>
            )}
          </CardContent>
        </Card>
        <div className="lg:row-span-2">
          <FeePanel
            fees={state.state.fees}
            source={state.feeSource}
            loading={state.feesLoading}
            failed={state.feesFailed}
            onRetry={state.retryFees}
            edited={state.feesEdited}
            onReset={state.resetFees}
            onChange={state.setFee}
            currency={local && { ...local, localKeys: state.localKeys, onToggle: state.toggleLocal }}
          />
        </div>
        {/* The results column: one card after another, so a further panel is one more child here. */}
        <section aria-labelledby="results-heading" className="grid min-w-0 scroll-mt-20 content-start gap-3">
          <h2
            id="results-heading"
            tabIndex={-1}
            className="scroll-mt-20 text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('simulator.results.heading')}
          </h2>
          <ScenarioTabs value={state.state.leadsChoice} customLeadsText={state.state.customLeadsText} onChange={state.chooseLeads}>
            {!state.readable ? (
              <p role="status" className="text-xs font-medium text-red-700" data-testid="results-unreadable">
                {t('simulator.unreadable')}
              </p>
            ) : (
              state.perOrder && (
                <p className="text-xs text-slate-600" role={result ? undefined : 'status'}>
                  {result ? t('simulator.scenarios.perOrderNote') : t('simulator.scenarios.noDelivered')}
                </p>
              )
            )}
            <ResultCards result={result} perOrder={state.perOrder} local={local} />
          </ScenarioTabs>
          {painted && (
            <Suspense fallback={null}>
              <CostLineResults result={result} perOrder={state.perOrder} month={state.month} />
            </Suspense>
          )}
          {goals?.(snapshot)}
        </section>
      </div>
      {insights && <div className="mt-6">{insights(snapshot)}</div>}
    </div>
  );
}
