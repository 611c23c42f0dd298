import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { solveGoals, type GoalAnswer, type GoalTargets, type UnreachableReason } from '@domain/model/goals';
import { formatCount, formatMoney, formatPercent, type Language } from '@domain/format';
import { formatDollarsIn, localCurrency, type LocalCurrency } from '@domain/money';
import { GOAL_FIELDS, readField, type GoalField } from '@domain/number-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';

const GOAL_KEYS = Object.keys(GOAL_FIELDS) as GoalField[];
/** The targets the panel keeps; the margin is the simulator's one target margin, shared with the break-even card. */
type OwnTarget = Exclude<GoalField, 'marginPercent'>;
const INITIAL_TARGETS: Record<OwnTarget, string> = { monthlyProfit: '1000', roiPercent: '50', profit: '0' };

type Format = 'count' | 'money' | 'percent';

const REASON_KEYS = {
  'no-leads': 'noLeads',
  'loses-per-lead': 'losesPerLead',
  'above-range': 'aboveRange',
  'below-range': 'belowRange',
  'no-effect': 'noEffect',
} as const satisfies Record<UnreachableReason, string>;

/** Each answer: its test id, the target it reads, the solver's answer and how its value is written. */
const ANSWERS = [
  { key: 'leadsPerMonth', testId: 'goal-leads-month', target: 'monthlyProfit', format: 'count' },
  { key: 'maxCpl', testId: 'goal-max-cpl', target: 'roiPercent', format: 'money' },
  { key: 'confirmedRate', testId: 'goal-confirmed-rate', target: 'profit', format: 'percent' },
  { key: 'deliveredRate', testId: 'goal-delivered-rate', target: 'profit', format: 'percent' },
  { key: 'averageAOV', testId: 'goal-aov', target: 'marginPercent', format: 'money' },
] as const;

function formatValue(value: number, format: Format, language: Language, local: LocalCurrency | null): string {
  // Leads are bought whole: the least count that reaches the goal is the next whole lead.
  if (format === 'count') return formatCount(Math.ceil(value), language);
  if (format === 'percent') return formatPercent(value, language);
  const dollars = formatMoney(value, language);
  return local ? `${dollars} (${formatDollarsIn(value, local, language)})` : dollars;
}

/** The Goal panel (docs/product.md#goals): from the current inputs, the value each input needs to meet a target, or why none can. */
export default function GoalPanel({ snapshot }: { snapshot: SimulatorSnapshot }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ownTexts, setOwnTexts] = useState(INITIAL_TARGETS);
  const margin = snapshot.targetMargin;
  const texts: Record<GoalField, string> = useMemo(() => ({ ...ownTexts, marginPercent: margin.text }), [ownTexts, margin.text]);
  const setText = (key: GoalField, text: string) =>
    key === 'marginPercent' ? margin.onChange(text) : setOwnTexts((previous) => ({ ...previous, [key]: text }));
  const readings = useMemo(
    () => Object.fromEntries(GOAL_KEYS.map((key) => [key, readField(texts[key], GOAL_FIELDS[key])])) as Record<GoalField, ReturnType<typeof readField>>,
    [texts],
  );
  // Rebuilt only when a reading changes, so the answers below recompute only when a target or an input does.
  const targets = useMemo(
    () =>
      GOAL_KEYS.every((key) => readings[key].ok)
        ? (Object.fromEntries(GOAL_KEYS.map((key) => [key, (readings[key] as { value: number }).value])) as unknown as GoalTargets)
        : null,
    [readings],
  );
  const answers = useMemo(
    () => (targets && snapshot.inputsReadable ? solveGoals(snapshot.input, targets) : null),
    [snapshot.input, snapshot.inputsReadable, targets],
  );

  // The country's currency at the plan's rate shows each dollar answer in local units too.
  const local = localCurrency(snapshot.country?.currencyCode, snapshot.currencies.currencyRate);

  const sentence = (answer: GoalAnswer, format: Format) => {
    if (answer.kind === 'always') return t('goals.always');
    if (answer.kind === 'value') return t(`goals.bound.${answer.bound}`, { value: formatValue(answer.value, format, language, local) });
    const needed = answer.needed === undefined ? '' : ` ${t('goals.needed', { value: formatValue(answer.needed, format, language, local) })}`;
    return `${t('goals.unreachable')} ${t(`goals.reason.${REASON_KEYS[answer.reason]}`)}${needed}`;
  };

  return (
    <section aria-labelledby="goals-heading" className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 id="goals-heading" className="text-sm font-semibold text-slate-900">
        {t('goals.heading')}
      </h3>
      <p className="mb-3 text-xs text-slate-600">{t('goals.intro')}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {GOAL_KEYS.map((key) => {
          const rule = GOAL_FIELDS[key];
          const dollars = rule.kind === 'money';
          return (
            <div key={key} className="grid content-start gap-1.5">
              <Label htmlFor={`goal-target-${key}`}>{t(`goals.targets.${key}`)}</Label>
              <div className="relative">
                {dollars && (
                  <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-slate-500">
                    $
                  </span>
                )}
                <Input
                  id={`goal-target-${key}`}
                  inputMode="decimal"
                  autoComplete="off"
                  className={dollars ? 'ps-7 tabular' : 'tabular'}
                  aria-invalid={!readings[key].ok}
                  aria-describedby={`goal-target-${key}-message`}
                  value={texts[key]}
                  onChange={(event) => setText(key, event.target.value)}
                />
              </div>
              <NumberFieldMessage id={`goal-target-${key}-message`} reading={readings[key]} rule={rule} />
            </div>
          );
        })}
      </div>
      <dl aria-live="polite" className="mt-3 grid gap-1">
        {ANSWERS.map(({ key, testId, format }) => (
          <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-100 py-1.5 text-sm">
            <dt className="text-slate-600">{t(`goals.answers.${key}`)}</dt>
            <dd data-testid={testId} className="tabular text-end font-semibold text-slate-900">
              {answers ? sentence(answers[key], format) : t('goals.unreadable')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
