import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { actualInDollars, actualRecordSchema, type ActualMoneyKey, type ActualRecordBody, type ActualRecordInput } from '@domain/actuals/actual-record';
import { implausibleAmounts, type ImplausibleAmount, type PlanUnitFigures } from '@domain/actuals/typed-plausibility';
import type { FieldIssue } from '@domain/field-issues';
import { formatCurrency, formatNumber } from '@domain/format';
import { COUNT_FIELD, MONEY_FIELD, readField, type FieldProblem, type FieldRule } from '@domain/number-field';
import { Button } from '../../components/ui/button';
import { CurrencyToggle } from '../../components/ui/currency-toggle';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NumberFieldMessage } from '../../components/ui/number-field-message';
import { useLanguage } from '../../i18n/use-language';
import { fieldIssueTexts, schemaFieldIssues, serverFieldIssues } from '../../lib/field-issues';

type NumberKey = 'leads' | 'confirmed' | 'delivered' | 'returned' | ActualMoneyKey;
const NUMBER_FIELDS: { key: NumberKey; rule: FieldRule; optional?: boolean }[] = [
  { key: 'leads', rule: COUNT_FIELD },
  { key: 'adSpend', rule: MONEY_FIELD },
  { key: 'confirmed', rule: COUNT_FIELD },
  { key: 'delivered', rule: COUNT_FIELD },
  { key: 'returned', rule: COUNT_FIELD },
  { key: 'revenueCollected', rule: MONEY_FIELD, optional: true },
];
type Texts = Record<NumberKey, string> & { date: string };
const isMoney = (key: NumberKey): key is ActualMoneyKey => key === 'adSpend' || key === 'revenueCollected';

/** Why a typed number is not used, as the field issue the form shows (the API's codes, one table of texts). */
const PROBLEM_ISSUES: Record<FieldProblem, Omit<FieldIssue, 'path'>> = {
  empty: { code: 'required' },
  invalid: { code: 'notNumber' },
  negative: { code: 'tooSmall', limit: 0 },
  notWhole: { code: 'notWhole' },
  aboveMax: { code: 'invalid' },
};

const today = () => new Date().toISOString().slice(0, 10);
const EMPTY: Texts = { date: '', leads: '', adSpend: '', confirmed: '', delivered: '', returned: '', revenueCollected: '' };

/** The typed record read by the one number rule (decision 0013), then checked by the API's own schema. */
function readRecord(texts: Texts, localCurrencyInputs: ActualMoneyKey[]): { record: Partial<ActualRecordBody>; issues: FieldIssue[] } {
  const record: Record<string, unknown> = { date: texts.date, localCurrencyInputs };
  const issues: FieldIssue[] = [];
  for (const { key, rule, optional } of NUMBER_FIELDS) {
    if (optional && texts[key].trim() === '') continue;
    const reading = readField(texts[key], rule);
    if (reading.ok) record[key] = reading.value;
    else issues.push({ path: key, ...PROBLEM_ISSUES[reading.problem] });
  }
  const known = new Set(issues.map((issue) => issue.path));
  issues.push(...schemaFieldIssues(actualRecordSchema, record).filter((issue) => !known.has(issue.path) && (issue.path !== '' || issues.length === 0)));
  return { record: record as Partial<ActualRecordBody>, issues };
}

/** The amounts of what is typed so far that are far from the plan; none until the record reads whole. */
function implausible(texts: Texts, local: ActualMoneyKey[], plan: PlanUnitFigures, rate: number | null): ImplausibleAmount[] {
  const { record, issues } = readRecord(texts, local);
  if (issues.length > 0) return [];
  return implausibleAmounts(actualInDollars({ ...(record as ActualRecordInput), currencyRate: rate }), plan);
}

interface Props {
  pending: boolean;
  /** The last refusal of the API, shown at its fields. */
  error: unknown;
  onSubmit(record: ActualRecordBody, done: () => void): void;
  /** The plan's country's currency and the plan's rate; absent when the plan has no rate (amounts in dollars only). */
  currency?: { code: string; rate: number };
  /** The plan's order value and cost per lead in dollars, which the typed amounts are weighed against. */
  plan: PlanUnitFigures;
}

/** Date, leads, spend and the three order counts (revenue optional), with an error at each field. */
export function ActualForm({ pending, error, onSubmit, currency, plan }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [texts, setTexts] = useState<Texts>({ ...EMPTY, date: today() });
  const [checking, setChecking] = useState(false);
  // Decision 0035: which amounts are typed in the plan's currency; kept for the next record, like the simulator's toggles.
  const [localKeys, setLocalKeys] = useState<ActualMoneyKey[]>([]);
  const local = currency ? localKeys : [];
  const own = checking ? readRecord(texts, local).issues : [];
  const messages = fieldIssueTexts([...own, ...(checking ? [] : serverFieldIssues(error))], t, language);
  // Amounts far from the plan (like an import's), each asked about at its field until the seller says it is right.
  const [confirmedAmounts, setConfirmedAmounts] = useState<ActualMoneyKey[]>([]);
  const farFromPlan = implausible(texts, local, plan, currency?.rate ?? null);
  const unconfirmed = farFromPlan.filter((amount) => !confirmedAmounts.includes(amount.path));
  const edit = (key: keyof Texts, value: string) => {
    setTexts({ ...texts, [key]: value });
    setConfirmedAmounts([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { record, issues } = readRecord(texts, local);
    setChecking(true);
    const first = issues[0];
    if (first) return document.getElementById(`actual-${first.path || 'date'}`)?.focus();
    const doubtful = unconfirmed[0];
    if (doubtful) return document.getElementById(`actual-${doubtful.path}-right`)?.focus();
    setChecking(false);
    onSubmit(record as ActualRecordBody, () => {
      setTexts({ ...EMPTY, date: texts.date });
      setConfirmedAmounts([]);
    });
  };

  /** The question under an amount far from the plan, in the currency the amount is typed in. */
  const doubt = (key: keyof Texts) => {
    const amount = farFromPlan.find((entry) => entry.path === key);
    if (!amount) return null;
    const typedLocal = !!currency && local.includes(amount.path);
    const code = typedLocal ? currency!.code : 'USD';
    const rate = typedLocal ? currency!.rate : 1;
    const text = t(`actuals.form.implausible.${amount.path}.${amount.verdict}`, {
      actual: formatCurrency(amount.actual * rate, code, language),
      plan: formatCurrency(amount.plan * rate, code, language),
      currency: code,
    });
    return (
      <div id={`actual-${key}-doubt`} className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950" data-testid={`actual-${key}-doubt`}>
        <p>{text}</p>
        <label className="flex items-start gap-2 font-medium">
          <input
            id={`actual-${key}-right`}
            type="checkbox"
            className="mt-0.5 size-4"
            checked={confirmedAmounts.includes(amount.path)}
            aria-describedby={`actual-${key}-doubt`}
            onChange={(event) =>
              setConfirmedAmounts((paths) => (event.target.checked ? [...paths, amount.path] : paths.filter((path) => path !== amount.path)))
            }
          />
          <span>{t('actuals.form.implausible.right')}</span>
        </label>
      </div>
    );
  };

  const field = (key: keyof Texts, label: string, input: ReactElement, rule?: FieldRule) => {
    const message = messages[key];
    const reading = rule && texts[key].trim() !== '' ? readField(texts[key], rule) : null;
    return (
      <div className="grid gap-1" key={key}>
        {/* As tall as a toggle, so the inputs of a row line up whether their label has one or not. */}
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-1">
          <Label htmlFor={`actual-${key}`}>{label}</Label>
          {currency && key !== 'date' && isMoney(key) && (
            <CurrencyToggle
              field={`actual-${key}`}
              label={label}
              code={currency.code}
              local={local.includes(key)}
              onToggle={(next) => {
                setLocalKeys((keys) => (next ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key)));
                setConfirmedAmounts([]);
              }}
            />
          )}
        </div>
        {input}
        {doubt(key)}
        {message ? (
          <p id={`actual-${key}-error`} className="text-xs font-medium text-red-700" data-testid={`actual-${key}-error`}>
            {message}
          </p>
        ) : (
          reading && rule && <NumberFieldMessage id={`actual-${key}-reading`} reading={reading} rule={rule} />
        )}
      </div>
    );
  };
  const numberInput = (key: NumberKey) => (
    <Input
      id={`actual-${key}`}
      inputMode="decimal"
      autoComplete="off"
      value={texts[key]}
      aria-invalid={!!messages[key] || undefined}
      aria-describedby={[messages[key] ? `actual-${key}-error` : `actual-${key}-reading`, farFromPlan.some((amount) => amount.path === key) ? `actual-${key}-doubt` : ''].join(' ').trim()}
      onChange={(event) => edit(key, event.target.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="actual-form-title">
      <h2 id="actual-form-title" className="text-base font-semibold text-slate-900">
        {t('actuals.form.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {field(
          'date',
          t('actuals.form.date'),
          <Input
            id="actual-date"
            type="date"
            value={texts.date}
            aria-invalid={!!messages.date || undefined}
            aria-describedby="actual-date-error"
            onChange={(event) => edit('date', event.target.value)}
          />,
        )}
        {NUMBER_FIELDS.map(({ key, rule }) => field(key, t(`actuals.form.${key}`), numberInput(key), rule))}
      </div>
      <p className="text-xs text-slate-600">
        {currency
          ? t('actuals.currencyNote', { code: currency.code, rate: formatNumber(currency.rate, language) })
          : t('actuals.dollarsNote')}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('actuals.form.saving') : t('actuals.form.submit')}
        </Button>
      </div>
    </form>
  );
}
