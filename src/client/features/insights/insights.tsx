import { useTranslation } from '../../i18n/use-translation';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { BreakEvenCard } from './break-even-card';
import { LocalCurrencyCard } from './local-currency-card';
import { MarketComparison } from './market-comparison';
import { OrderEconomicsCard } from './order-economics-card';
import { SensitivityCard } from './sensitivity-card';
import { WaterfallCard } from './waterfall-card';

/** The seller insights (docs/product.md#insights) below the simulator; loaded on demand by the home page. */
export function Insights({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="insights-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="insights-heading" className="text-xl font-bold text-slate-900">
          {t('insights.heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('insights.subheading')}</p>
      </div>
      {!snapshot.inputsReadable && (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-700" data-testid="insights-unreadable">
          {t('insights.unreadable')}
        </p>
      )}
      {/* Hidden, not unmounted, while a field is being corrected: the cards keep their own state (margin, open table). */}
      <div hidden={!snapshot.inputsReadable} className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BreakEvenCard input={snapshot.input} targetMargin={snapshot.targetMargin} />
        <OrderEconomicsCard input={snapshot.input} />
        <LocalCurrencyCard country={snapshot.country} result={snapshot.result} currencyRate={snapshot.currencies.currencyRate} />
      </div>
      <div hidden={!snapshot.inputsReadable}>
        <WaterfallCard input={snapshot.input} result={snapshot.result} />
      </div>
      <div hidden={!snapshot.inputsReadable} className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-2">
        <SensitivityCard input={snapshot.input} />
        <MarketComparison snapshot={snapshot} />
      </div>
    </section>
  );
}

export default Insights;
