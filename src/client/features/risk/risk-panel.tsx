import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { rateEvidence } from '@domain/risk/rate-evidence';
import { typedUncertaintiesOf, UNCERTAIN_KEYS, uncertainInputsOf, type TypedUncertainties } from '@domain/risk/typed-uncertainty';
import type { UncertainInputs } from '@domain/risk/uncertain-inputs';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { LedgerCountsPicker, type TakenCounts } from './ledger-counts-picker';
import { RangeFigures } from './range-figures';
import { RateEvidenceList } from './rate-evidence-list';
import { UncertaintyFields } from './uncertainty-fields';
import { useProfitRange } from './use-profit-range';

const EXPLAIN_PARTS = ['meaning', 'how', 'next'] as const;

interface RiskPanelProps {
  snapshot: SimulatorSnapshot;
  /** The uncertain inputs to start from (a reopened plan's); the panel keeps its own fields after that. */
  initial: UncertainInputs | undefined;
  /** Told every usable set of uncertain inputs, so a save keeps them. */
  onChange(uncertain: UncertainInputs): void;
}

/**
 * The profit range (docs/profit-risk.md): which inputs the seller is unsure of and how, the profit and ROI at P10,
 * P50 and P90 with the chance of a loss, and what the observed counts say about break-even.
 */
export default function RiskPanel({ snapshot, initial, onChange }: RiskPanelProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<TypedUncertainties>(() => typedUncertaintiesOf(initial));
  const uncertain = useMemo(() => uncertainInputsOf(typed), [typed]);
  const input = snapshot.inputsReadable ? snapshot.input : null;
  const { range, computing } = useProfitRange(input, uncertain);
  const evidence = useMemo(() => (input ? rateEvidence(input, uncertain) : []), [input, uncertain]);

  const update = (next: TypedUncertainties) => {
    setTyped(next);
    onChange(uncertainInputsOf(next));
  };

  const take = (counts: TakenCounts) => {
    const next = { ...typed };
    for (const key of ['confirmedRate', 'deliveredRate'] as const) {
      const taken = counts[key];
      if (taken) next[key] = { mode: 'counts', first: String(taken.successes), second: String(taken.trials), source: taken.source };
    }
    update(next);
  };

  return (
    <section aria-labelledby="risk-heading" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3" data-testid="risk-panel">
      <div>
        <h3 id="risk-heading" className="text-sm font-semibold text-slate-900">
          {t('risk.heading')}
        </h3>
        <p className="text-xs text-slate-600">{t('risk.intro')}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {UNCERTAIN_KEYS.map((key) => (
          <UncertaintyFields key={key} inputKey={key} typed={typed[key]} onChange={(next) => update({ ...typed, [key]: next })} />
        ))}
      </div>
      <LedgerCountsPicker countryCode={snapshot.country?.code ?? undefined} onTake={take} />
      <div aria-live="polite">
        {input === null ? (
          <p className="text-sm text-slate-600">{t('risk.results.unreadable')}</p>
        ) : range ? (
          <RangeFigures range={range} computing={computing} />
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {t('risk.results.computing')}
          </p>
        )}
      </div>
      <RateEvidenceList evidence={evidence} />
      <details data-testid="how-computed-risk" className="rounded-md border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          {t('insights.howComputed')}
        </summary>
        <dl className="grid gap-1.5 border-t border-slate-200 p-3 text-sm">
          {EXPLAIN_PARTS.map((part) => (
            <div key={part}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`insights.${part}Label`)}</dt>
              <dd className="text-slate-700">{t(`risk.explain.${part}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
