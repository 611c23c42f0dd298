import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatPercent } from '@domain/format';
import { breakEven, breakEvenReason, targetCplReason, type BreakEvenSet } from '@domain/model/insights';
import { PERCENT_FIELD } from '@domain/number-field';
import type { SimulationInput } from '@domain/model/simulate';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { BreakEvenFigure } from './break-even-figure';
import { HowComputed } from './how-computed';
import { InsightCard } from './insight-card';

type Metric = keyof BreakEvenSet;

/** Break-even ads cost per lead, target CPL for a chosen margin, and break-even rates and order value. */
export function BreakEvenCard({ input, targetMargin }: { input: SimulationInput; targetMargin: SimulatorSnapshot['targetMargin'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const marginId = useId();
  // The simulator's one target margin (the goal panel types the same value); a share of revenue, 0–100 %.
  // A margin that cannot be read leaves the target CPL blank.
  const { text: marginText, reading: marginReading, onChange: setMarginText } = targetMargin;
  const margin = marginReading.ok ? marginReading.value : null;
  const set = useMemo(() => breakEven(input, margin ?? 0), [input, margin]);
  const reason = breakEvenReason(input);
  const targetReason = targetCplReason(input, margin);
  const judged = reason === null;
  const money = (value: number) => formatMoney(value, language);
  const percent = (value: number) => formatPercent(value, language);
  const marginShown = margin === null ? '' : percent(margin);
  const meaning = (metric: Metric) => (state: 'above' | 'below' | 'always' | 'impossible', value: string) =>
    t(`insights.breakEven.meaning.${metric}.${state}`, { value, margin: marginShown });

  return (
    <InsightCard id="insights-break-even" title={t('insights.breakEven.heading')} intro={t('insights.breakEven.intro')}>
      {!judged && (
        <p role="status" className="mb-1 rounded-md bg-slate-100 p-2 text-sm text-slate-700" data-testid="insight-break-even-no-leads">
          {t('insights.breakEven.noLeads')}
        </p>
      )}
      <BreakEvenFigure
        label={t('insights.breakEven.adsCostPerLead')}
        testId="insight-break-even-cpl"
        breakEven={judged ? set.adsCostPerLead : null}
        reason={reason}
        format={money}
        meaning={meaning('adsCostPerLead')}
      />
      <BreakEvenFigure
        label={t('insights.breakEven.adsCostPerDeliveredOrder')}
        testId="result-max-cost-per-delivered"
        breakEven={judged ? set.adsCostPerDeliveredOrder : null}
        reason={reason}
        format={money}
        meaning={meaning('adsCostPerDeliveredOrder')}
        hint={t('insights.breakEven.adsCostPerDeliveredOrderHint')}
      />
      <div className="mt-1 grid gap-1 rounded-lg bg-brand-50 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={marginId} tone="brand">
            {t('insights.breakEven.marginLabel')}
          </Label>
          <div className="relative w-28">
            <Input
              id={marginId}
              inputMode="decimal"
              autoComplete="off"
              variant="compact"
              className="tabular pe-8"
              aria-describedby={`${marginId}-hint ${marginId}-message`}
              aria-invalid={!marginReading.ok}
              value={marginText}
              onChange={(event) => setMarginText(event.target.value)}
            />
            <span aria-hidden className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-slate-500">
              %
            </span>
          </div>
        </div>
        <span id={`${marginId}-hint`} className="text-xs text-brand-900">
          {t('insights.breakEven.marginHint')}
        </span>
        <NumberFieldMessage id={`${marginId}-message`} reading={marginReading} rule={PERCENT_FIELD} />
        <BreakEvenFigure
          label={t('insights.breakEven.targetAdsCostPerLead')}
          testId="insight-target-cpl"
          breakEven={targetReason === null ? set.targetAdsCostPerLead : null}
          reason={targetReason}
          format={money}
          meaning={meaning('targetAdsCostPerLead')}
        />
      </div>
      <BreakEvenFigure
        label={t('insights.breakEven.confirmedRate')}
        testId="insight-break-even-confirmed-rate"
        breakEven={judged ? set.confirmedRate : null}
        reason={reason}
        format={percent}
        meaning={meaning('confirmedRate')}
      />
      <BreakEvenFigure
        label={t('insights.breakEven.deliveredRate')}
        testId="insight-break-even-delivered-rate"
        breakEven={judged ? set.deliveredRate : null}
        reason={reason}
        format={percent}
        meaning={meaning('deliveredRate')}
      />
      <BreakEvenFigure
        label={t('insights.breakEven.averageAOV')}
        testId="insight-break-even-aov"
        breakEven={judged ? set.averageAOV : null}
        reason={reason}
        format={money}
        meaning={meaning('averageAOV')}
      />
      <HowComputed topics={['breakEven', 'targetCpl']} />
    </InsightCard>
  );
}
