import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ActualMoneyKey } from '@domain/actuals/actual-record';
import { orderValuePlausibility, proposeColumns, proposeStatusMeaning } from '@domain/actuals/column-proposals';
import { ORDER_MEANINGS, type OrderMapping, type OrderMeaning } from '@domain/actuals/order-import';
import { summariseOrders } from '@domain/actuals/order-tally';
import type { FieldIssue } from '@domain/field-issues';
import { formatCount, formatCurrency, formatPercent } from '@domain/format';
import { MONEY_FIELD, readField } from '@domain/number-field';
import { Button } from '../../components/ui/button';
import { CurrencyToggle } from '../../components/ui/currency-toggle';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { useLanguage } from '../../i18n/use-language';
import { errorMessage } from '../../lib/error-message';
import { fieldIssueText, serverFieldIssues } from '../../lib/field-issues';
import { OrderFilePreview } from './order-file-preview';
import { readOrderFile, type OrderFile } from './read-order-file';
import { readRememberedMapping, rememberMapping } from './remembered-mapping';
import { uploadOrders } from './upload-orders';

const NONE = '';
const today = () => new Date().toISOString().slice(0, 10);

/** Import a CSV export of orders (decision 0026): columns and statuses mapped once, refusals by row. */
interface OrderImportFormProps {
  simulationId: string;
  userId: string;
  onImported(): Promise<void>;
  /** The plan's country's currency and rate: the ad spend and the file's amounts may be in it (decision 0035). */
  currency?: { code: string; rate: number };
  /** The plan's revenue per delivered order, in dollars: the file's amounts are questioned far from it. */
  planOrderValue: number;
}

export function OrderImportForm({ simulationId, userId, onImported, currency, planOrderValue }: OrderImportFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remembered = useMemo(() => readRememberedMapping(userId), [userId]);
  const [file, setFile] = useState<OrderFile | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [columns, setColumns] = useState<OrderMapping['columns']>({ orderId: '', status: '' });
  // An order value far from the plan's is imported only once the seller says the amounts are right.
  const [implausibleConfirmed, setImplausibleConfirmed] = useState(false);
  const [statuses, setStatuses] = useState<Record<string, OrderMeaning>>(remembered?.statuses ?? {});
  const [date, setDate] = useState(today);
  const [adSpend, setAdSpend] = useState('');
  // The file's amounts are taken to be in the plan's currency unless the seller says otherwise.
  const [localKeys, setLocalKeys] = useState<ActualMoneyKey[]>(currency ? ['revenueCollected'] : []);
  const local = currency ? localKeys : [];
  const toggle = (key: ActualMoneyKey, label: string) =>
    currency && (
      <CurrencyToggle
        field={`import-${key}`}
        label={label}
        code={currency.code}
        local={local.includes(key)}
        onToggle={(next) => setLocalKeys((keys) => (next ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key)))}
      />
    );
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<FieldIssue[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const statusColumn = file ? file.header.indexOf(columns.status) : -1;
  const statusValues = useMemo(
    () => (file && statusColumn >= 0 ? [...new Set(file.rows.map((row) => (row[statusColumn] ?? '').trim()).filter(Boolean))].slice(0, 200) : []),
    [file, statusColumn],
  );
  const spend = readField(adSpend, MONEY_FIELD);

  const choose = async (chosen: File | undefined) => {
    setProblems([]);
    setNotice(null);
    setImplausibleConfirmed(false);
    if (!chosen) return setFile(null);
    const read = readOrderFile(chosen.name, await chosen.arrayBuffer());
    setUnreadable(!read);
    // A file with no order under its header has nothing to map: said at once, not as three required fields.
    if (read && read.rows.length === 0) {
      setFile(null);
      return setNotice(t('actuals.import.empty'));
    }
    setFile(read);
    if (!read) return;
    // The columns chosen for the last file, else the remembered ones, when this file has them; else what the
    // header's names say (in any of the three languages); the seller corrects it in the preview.
    const proposed = proposeColumns(read.header);
    const pick = (key: keyof OrderMapping['columns']) =>
      [columns[key], remembered?.columns[key], proposed[key]].find((name) => name !== undefined && name !== '' && read.header.includes(name));
    const amount = pick('amount');
    setColumns({ orderId: pick('orderId') ?? read.header[0] ?? '', status: pick('status') ?? NONE, ...(amount ? { amount } : {}) });
    // Status values the seller has not mapped yet are proposed by their names.
    const statusIndex = read.header.indexOf(pick('status') ?? NONE);
    if (statusIndex >= 0) {
      const proposals: Record<string, OrderMeaning> = {};
      for (const row of read.rows.slice(0, 5000)) {
        const value = (row[statusIndex] ?? '').trim();
        const meaning = value && !statuses[value] ? proposeStatusMeaning(value) : undefined;
        if (meaning) proposals[value] = meaning;
      }
      setStatuses((known) => ({ ...proposals, ...known }));
    }
  };

  // The revenue per delivered order the file makes, in the currency its amounts are in, beside the plan's.
  const amountsLocal = !!currency && local.includes('revenueCollected');
  const orderValue = useMemo(() => {
    if (!file || !columns.amount || statusValues.some((value) => !statuses[value])) return null;
    const summary = summariseOrders([file.header, ...file.rows], { columns, statuses }, date, 0);
    if (!summary.ok || !summary.record.delivered || summary.record.revenueCollected === undefined) return null;
    const perOrder = summary.record.revenueCollected / summary.record.delivered;
    const rate = amountsLocal ? currency!.rate : 1;
    return { perOrder, plan: planOrderValue * rate, verdict: orderValuePlausibility(perOrder / rate, planOrderValue) };
  }, [file, columns, statuses, statusValues, date, amountsLocal, currency, planOrderValue]);
  const amountCode = amountsLocal ? currency!.code : 'USD';
  const needsConfirmation = orderValue !== null && orderValue.verdict !== 'plausible' && !implausibleConfirmed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setNotice(null);
    if (!file || !spend.ok) return setNotice(!file ? t('actuals.import.unreadable') : null);
    const used = Object.fromEntries(statusValues.map((value) => [value, statuses[value]]));
    if (statusValues.some((value) => !statuses[value])) return setNotice(t('actuals.import.chooseStatuses'));
    if (needsConfirmation) return setNotice(t('actuals.import.confirmFirst'));
    const mapping: OrderMapping = { columns, statuses: used as Record<string, OrderMeaning> };
    setProgress(0);
    try {
      const saved = await uploadOrders(simulationId, { ...mapping, csv: file.text, date, adSpend: spend.value, localCurrencyInputs: local }, setProgress);
      rememberMapping(userId, { columns, statuses: { ...statuses, ...used } as Record<string, OrderMeaning> });
      await onImported();
      setNotice(t('actuals.import.done', { count: saved.orderCount ?? 0, number: formatCount(saved.orderCount ?? 0, language) }));
      toast({ title: t('actuals.import.done', { count: saved.orderCount ?? 0, number: formatCount(saved.orderCount ?? 0, language) }) });
    } catch (error) {
      const issues = serverFieldIssues(error);
      if (issues.length > 0) setProblems(issues);
      else toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const columnSelect = (key: keyof OrderMapping['columns'], optional = false) => (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center justify-between gap-1">
        <Label htmlFor={`import-${key}`}>{t(`actuals.import.${key}`)}</Label>
      </div>
      <NativeSelect
        id={`import-${key}`}
        value={columns[key] ?? NONE}
        onChange={(event) => {
          const { [key]: _old, ...rest } = columns;
          setColumns({ ...rest, ...(event.target.value === NONE ? {} : { [key]: event.target.value }) } as OrderMapping['columns']);
          setImplausibleConfirmed(false);
        }}
      >
        {optional && <option value={NONE}>{t('actuals.import.noColumn')}</option>}
        {!optional && (columns[key] ?? NONE) === NONE && (
          <option value={NONE} disabled>
            {t('actuals.import.chooseColumn')}
          </option>
        )}
        {file?.header.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </NativeSelect>
      {key === 'amount' && columns.amount && currency && (
        <div className="flex flex-wrap items-center justify-between gap-1 text-sm text-slate-700" data-testid="import-amount-currency">
          <span>{t('actuals.import.amountCurrency')}</span>
          {toggle('revenueCollected', t('actuals.import.amountCurrency'))}
        </div>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="import-title">
      <h2 id="import-title" className="text-base font-semibold text-slate-900">
        {t('actuals.import.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('actuals.import.help')}</p>
      <div className="grid gap-1">
        <Label htmlFor="import-file">{t('actuals.import.file')}</Label>
        <Input id="import-file" type="file" accept=".csv,text/csv" variant="file" onChange={(event) => void choose(event.target.files?.[0])} />
        {unreadable && <p className="text-xs font-medium text-red-700">{t('actuals.import.unreadable')}</p>}
        {file?.readAsWestern && <p className="text-xs text-slate-600" data-testid="import-read-as-western">{t('actuals.import.readAsWestern')}</p>}
      </div>
      {file && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            {columnSelect('orderId')}
            {columnSelect('status')}
            {columnSelect('amount', true)}
          </div>
          <OrderFilePreview file={file} columns={columns} />
          {statusValues.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium text-slate-700">{t('actuals.import.statuses')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {statusValues.map((value, index) => (
                  <div key={value} className="grid grid-cols-2 items-center gap-2">
                    <Label htmlFor={`import-status-${index}`} className="break-words">
                      {value}
                    </Label>
                    <NativeSelect
                      id={`import-status-${index}`}
                      value={statuses[value] ?? NONE}
                      onChange={(event) => setStatuses({ ...statuses, [value]: event.target.value as OrderMeaning })}
                    >
                      <option value={NONE} disabled>
                        {t('actuals.import.meanings.choose')}
                      </option>
                      {ORDER_MEANINGS.map((meaning) => (
                        <option key={meaning} value={meaning}>
                          {t(`actuals.import.meanings.${meaning}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="import-date">{t('actuals.import.date')}</Label>
              <Input id="import-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            </div>
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center justify-between gap-1">
                <Label htmlFor="import-adSpend">{t('actuals.import.adSpend')}</Label>
                {toggle('adSpend', t('actuals.import.adSpend'))}
              </div>
              <Input id="import-adSpend" inputMode="decimal" autoComplete="off" value={adSpend} onChange={(event) => setAdSpend(event.target.value)} />
              {adSpend.trim() !== '' && !spend.ok && <p className="text-xs font-medium text-red-700">{t('checks.field.notNumber')}</p>}
            </div>
          </div>
          <p className="text-xs text-slate-600" data-testid="import-rows-in-file">
            {t('actuals.import.rowsInFile', { count: file.rows.length, number: formatCount(file.rows.length, language) })}
          </p>
          {orderValue && orderValue.verdict !== 'plausible' && (
            <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="import-implausible">
              <p>
                {t(orderValue.verdict === 'tooHigh' ? 'actuals.import.implausibleHigh' : 'actuals.import.implausibleLow', {
                  actual: formatCurrency(orderValue.perOrder, amountCode, language),
                  plan: formatCurrency(orderValue.plan, amountCode, language),
                  currency: amountCode,
                })}
              </p>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={implausibleConfirmed}
                  onChange={(event) => setImplausibleConfirmed(event.target.checked)}
                  data-testid="import-confirm-implausible"
                />
                <span>{t('actuals.import.confirmImplausible')}</span>
              </label>
            </div>
          )}
        </>
      )}
      {progress !== null && (
        <div className="grid gap-1">
          <Label htmlFor="import-progress">{t('actuals.import.progress')}</Label>
          <progress id="import-progress" max={1} value={progress} className="h-2 w-full" aria-valuetext={formatPercent(progress * 100, language)} />
        </div>
      )}
      {problems.length > 0 && (
        <div role="alert" className="grid gap-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="import-problems">
          <p className="font-medium">{t('actuals.import.refused')}</p>
          <ul className="grid gap-0.5 ps-4">
            {problems.map((problem) => {
              const row = /^rows\.(\d+)$/.exec(problem.path)?.[1];
              const text = fieldIssueText(problem, t, language);
              return (
                <li key={`${problem.path}-${problem.code}`} className="list-disc">
                  {row ? t('actuals.import.row', { row: formatCount(Number(row), language), problem: text }) : text}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {notice && (
        <p role="status" className="text-sm text-slate-800" data-testid="import-notice">
          {notice}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!file || progress !== null || !spend.ok || !columns.status}>
          {progress !== null ? t('actuals.import.importing') : t('actuals.import.submit')}
        </Button>
      </div>
    </form>
  );
}
