import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ActualMoneyKey } from '@domain/actuals/actual-record';
import { fileOrderValue, type OrderFilePreview as Preview } from '@domain/actuals/order-file-preview';
import { ORDER_MEANINGS, type OrderMapping, type OrderMeaning } from '@domain/actuals/order-import';
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
import { fileTooLargeText } from '../../lib/file-too-large';
import { fieldIssueText, serverFieldIssues } from '../../lib/field-issues';
import { OrderFilePreview } from './order-file-preview';
import { readRememberedMapping, rememberMapping } from './remembered-mapping';
import { previewOrderFile, uploadOrders } from './upload-orders';
import { TABULAR_FILE_ACCEPT } from '../../lib/file-media-type';

const NONE = '';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Import an export of orders, CSV or XLSX (decisions 0026, 0059): the server reads the file for the preview and again
 * for the import; columns and statuses mapped once, refusals by row.
 */
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
  const [file, setFile] = useState<File | null>(null);
  // The file as the server read it, for the columns it was asked to read.
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);
  // What is wrong with the file itself (unreadable, empty, too large), said at its field.
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // Only the answer to the latest request is shown: a slow answer for an earlier file or column is dropped.
  const latest = useRef(0);
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

  // The statuses and order value are the server's reading of the columns chosen; while it reads another, none.
  const readStatus = preview !== null && preview.columns.status === columns.status;
  const statusValues = useMemo(() => (readStatus ? preview.statuses.map((tally) => tally.value) : []), [readStatus, preview]);
  const spend = readField(adSpend, MONEY_FIELD);
  // A status is looked up as an own key: a file's "constructor" has no meaning until the seller gives it one.
  const meaningOf = (value: string): OrderMeaning | undefined => (Object.hasOwn(statuses, value) ? statuses[value] : undefined);

  const fileProblemOf = (error: unknown): string => {
    const issue = serverFieldIssues(error).find((found) => found.path === 'file');
    if (issue?.code === 'invalidFormat') return t('actuals.import.unreadable');
    if (issue?.code === 'required') return t('actuals.import.empty');
    return fileTooLargeText(error, t, language) ?? errorMessage(error, t);
  };

  /** Asks the server to read `chosen` with these columns (each kept only if the file has it). */
  const read = async (chosen: File, asked: Partial<OrderMapping['columns']>): Promise<Preview | null> => {
    const request = ++latest.current;
    setReading(true);
    try {
      const answer = await previewOrderFile(simulationId, chosen, asked);
      return request === latest.current ? answer : null;
    } catch (error) {
      if (request === latest.current) {
        setFile(null);
        setPreview(null);
        setFileProblem(fileProblemOf(error));
      }
      return null;
    } finally {
      if (request === latest.current) setReading(false);
    }
  };

  const choose = async (chosen: File | undefined) => {
    setProblems([]);
    setNotice(null);
    setFileProblem(null);
    setImplausibleConfirmed(false);
    setPreview(null);
    setFile(chosen ?? null);
    if (!chosen) return void ++latest.current;
    // The columns chosen for the last file, else the remembered ones, when this file has them; else what the
    // header's names say (in any of the three languages): the server decides which the file has.
    const pick = (key: keyof OrderMapping['columns']) => [columns[key], remembered?.columns[key]].find((name) => name !== undefined && name !== '');
    const answer = await read(chosen, { orderId: pick('orderId'), status: pick('status'), amount: pick('amount') });
    if (!answer) return;
    // A file with no order under its header has nothing to map: said at once, not as three required fields.
    if (answer.rowCount === 0) {
      setFile(null);
      return setNotice(t('actuals.import.empty'));
    }
    setPreview(answer);
    const { amount } = answer.columns;
    setColumns({ orderId: answer.columns.orderId ?? answer.header[0] ?? '', status: answer.columns.status ?? NONE, ...(amount ? { amount } : {}) });
    proposeMeanings(answer);
  };

  // Status values the seller has not mapped yet are proposed by their names.
  const proposeMeanings = (answer: Preview) => {
    const proposals = Object.fromEntries(answer.statuses.flatMap((tally) => (tally.proposed ? [[tally.value, tally.proposed]] : [])));
    setStatuses((known) => ({ ...proposals, ...known }));
  };

  // A new status or amount column is read again by the server: the statuses and amounts are its reading.
  const chooseColumn = async (next: OrderMapping['columns']) => {
    setColumns(next);
    setImplausibleConfirmed(false);
    // "(none)" for the amount needs no new reading: the check is simply not made.
    const unchanged = next.status === preview?.columns.status && (next.amount === undefined || next.amount === preview?.columns.amount);
    if (!file || unchanged) return;
    const answer = await read(file, next);
    if (answer) {
      setPreview(answer);
      proposeMeanings(answer);
    }
  };

  // The revenue per delivered order the file makes, in the currency its amounts are in, beside the plan's.
  const amountsLocal = !!currency && local.includes('revenueCollected');
  const orderValue = useMemo(() => {
    if (!readStatus || !columns.amount || preview.columns.amount !== columns.amount) return null;
    const rate = amountsLocal ? currency!.rate : 1;
    const value = fileOrderValue(preview.statuses, statuses, planOrderValue * rate);
    return value && { ...value, plan: planOrderValue * rate };
  }, [readStatus, preview, columns.amount, statuses, amountsLocal, currency, planOrderValue]);
  const amountCode = amountsLocal ? currency!.code : 'USD';
  const needsConfirmation = orderValue !== null && orderValue.verdict !== 'plausible' && !implausibleConfirmed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setNotice(null);
    if (!file || !preview || !spend.ok) return setNotice(!file ? t('actuals.import.unreadable') : null);
    if (!readStatus) return;
    const used = Object.fromEntries(statusValues.map((value) => [value, meaningOf(value)]));
    if (statusValues.some((value) => !meaningOf(value))) return setNotice(t('actuals.import.chooseStatuses'));
    if (needsConfirmation) return setNotice(t('actuals.import.confirmFirst'));
    const mapping: OrderMapping = { columns, statuses: used as Record<string, OrderMeaning> };
    setProgress(0);
    try {
      const saved = await uploadOrders(simulationId, file, { mapping, date, adSpend: spend.value, localCurrencyInputs: local }, setProgress);
      rememberMapping(userId, { columns, statuses: { ...statuses, ...used } as Record<string, OrderMeaning> });
      await onImported();
      setNotice(t('actuals.import.done', { count: saved.orderCount ?? 0, number: formatCount(saved.orderCount ?? 0, language) }));
      toast({ title: t('actuals.import.done', { count: saved.orderCount ?? 0, number: formatCount(saved.orderCount ?? 0, language) }) });
    } catch (error) {
      // A file too large for the route (its rows or its bytes) is said at the file field, in words.
      const tooLarge = fileTooLargeText(error, t, language);
      if (tooLarge) {
        setFileProblem(tooLarge);
        document.getElementById('import-file')?.focus();
        return;
      }
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
          void chooseColumn({ ...rest, ...(event.target.value === NONE ? {} : { [key]: event.target.value }) } as OrderMapping['columns']);
        }}
      >
        {optional && <option value={NONE}>{t('actuals.import.noColumn')}</option>}
        {!optional && (columns[key] ?? NONE) === NONE && (
          <option value={NONE} disabled>
            {t('actuals.import.chooseColumn')}
          </option>
        )}
        {preview?.header.map((name) => (
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
        <Input
          id="import-file"
          type="file"
          accept={TABULAR_FILE_ACCEPT}
          variant="file"
          aria-invalid={fileProblem ? true : undefined}
          aria-describedby={fileProblem ? 'import-file-problem' : undefined}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {reading && !preview && (
          <p role="status" className="text-xs text-slate-600">
            {t('actuals.import.reading')}
          </p>
        )}
        {fileProblem && (
          <p id="import-file-problem" className="text-xs font-medium text-red-700" data-testid="import-file-problem">
            {fileProblem}
          </p>
        )}
        {preview?.encoding === 'windows-1252' && <p className="text-xs text-slate-600" data-testid="import-read-as-western">{t('actuals.import.readAsWestern')}</p>}
        {preview?.encoding === 'windows-1256' && <p className="text-xs text-slate-600" data-testid="import-read-as-arabic">{t('actuals.import.readAsArabic')}</p>}
      </div>
      {file && preview && (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            {columnSelect('orderId')}
            {columnSelect('status')}
            {columnSelect('amount', true)}
          </div>
          <OrderFilePreview header={preview.header} rows={preview.rows} columns={columns} />
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
                      value={meaningOf(value) ?? NONE}
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
            {t('actuals.import.rowsInFile', { count: preview.rowCount, number: formatCount(preview.rowCount, language) })}
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
        <Button type="submit" disabled={!file || !preview || reading || progress !== null || !spend.ok || !columns.status}>
          {progress !== null ? t('actuals.import.importing') : t('actuals.import.submit')}
        </Button>
      </div>
    </form>
  );
}
