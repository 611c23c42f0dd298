import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCount, formatDay } from '@domain/format';
import { formatAmount } from '@domain/money';
import type { CourierCash } from '@domain/remittances/api-schemas';
import {
  REQUIRED_STATEMENT_FIELDS,
  STATEMENT_FIELDS_OF_LAYOUT,
  STATEMENT_LAYOUTS,
  type StatementLayout,
  type StatementMapping,
} from '@domain/remittances/statement-rows';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { ColumnMapping } from '../../components/file-import/column-mapping';
import { FileField } from '../../components/file-import/file-field';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { fileTooLargeText } from '../../lib/file-too-large';
import { previewStatement, useRemittanceWrites } from './api';
import { CurrencySelect } from '../../components/ui/currency-select';
import { useFilePreview } from '../../lib/use-file-preview';

type Problem = { path: string; code?: string; message: string };

/** The field errors of a refusal, when the answer is the project's error body. */
function problemsOf(error: unknown): { code: string; errors: Problem[] } | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { code?: string; errors?: Problem[] };
    return { code: body.code ?? '', errors: body.errors ?? [] };
  } catch {
    return null;
  }
}

/** A courier's statement from a CSV or XLSX file: preview, layout, the columns of each field, then the import. */
export function StatementImport({ courier, cash }: { courier: string; cash: CourierCash }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { importStatement } = useRemittanceWrites(courier);
  const reader = useFilePreview((chosen: File) => previewStatement(courier, chosen));
  const { file, preview } = reader;
  const [layout, setLayout] = useState<StatementLayout>('generic');
  const [mapping, setMapping] = useState<StatementMapping>({});
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(cash.asOf);
  const [currency, setCurrency] = useState(cash.settings.currency ?? cash.currency);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; errors: Problem[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A file refused for its size at the import (413 as it arrives: its rows past the limit, or its bytes), said at the file field.
  const [importTooLarge, setImportTooLarge] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setImportTooLarge(null);
    setRefusal(null);
    setFailure(null);
    setDone(null);
    const answer = await reader.choose(chosen);
    if (!answer) return;
    setLayout(answer.layout);
    setMapping(answer.mapping);
  };

  const missing = {
    file: !file,
    reference: reference.trim() === '',
    date: !/^\d{4}-\d{2}-\d{2}$/.test(date),
  };
  const unreadable = t('remittances.statement.unreadable');
  const fileTooLarge = importTooLarge ?? (reader.failure ? fileTooLargeText(reader.failure.error, t, language) : null);
  const fileError = fileTooLarge
    ? fileTooLarge
    : reader.failure
      ? problemsOf(reader.failure.error)
        ? unreadable
        : errorMessage(reader.failure.error, t, unreadable)
      : checked && missing.file
        ? t('remittances.statement.required')
        : null;
  const isRequired = (field: string) => (REQUIRED_STATEMENT_FIELDS as readonly string[]).includes(field);
  const columnsMissing = REQUIRED_STATEMENT_FIELDS.filter((field) => !mapping[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    setFailure(null);
    setDone(null);
    setImportTooLarge(null);
    if (!file || missing.reference || missing.date || columnsMissing.length > 0) return;
    const columns = Object.fromEntries(STATEMENT_FIELDS_OF_LAYOUT[layout].map((field) => [field, mapping[field] ?? null]));
    importStatement.mutate(
      {
        query: { courier, reference: reference.trim(), date, layout, currency, fileName: file.name.slice(0, 200) || 'statement' },
        file,
        layout,
        columns,
      },
      {
        onSuccess: (answer) => {
          const { statement } = answer;
          setDone(
            answer.created
              ? t('remittances.statement.imported', {
                  count: statement.rows,
                  number: formatCount(statement.rows, language),
                  reference: statement.reference,
                })
              : t('remittances.statement.already', { reference: statement.reference }),
          );
          setChecked(false);
          reader.clear();
          setReference('');
        },
        onError: (error) => {
          const tooLarge = fileTooLargeText(error, t, language);
          if (tooLarge) {
            setImportTooLarge(tooLarge);
            document.getElementById(`${id}-file`)?.focus();
            return;
          }
          const problems = problemsOf(error);
          if (problems && (problems.code === 'IMPORT_REFUSED' || problems.errors.some((problem) => problem.path === 'currency')))
            setRefusal(problems);
          else setFailure(errorMessage(error, t));
        },
      },
    );
  };

  const fieldName = (field: string) => t(`remittances.statement.fields.${field}` as 'remittances.statement.fields.orderId');
  const currencyError = refusal?.errors.find((problem) => problem.path === 'currency');
  const rowProblems = (refusal?.errors ?? []).filter((problem) => problem.path !== 'currency');
  const describe = (problem: Problem) => {
    const [scope, row, field] = problem.path.split('.');
    const word = t(`remittances.statement.problems.${(problem.code ?? 'invalid') as 'invalid'}`, { defaultValue: problem.message });
    if (scope === 'rows') return t('remittances.statement.rowProblem', { row, field: fieldName(field!), problem: word });
    if (scope === 'columns') return t('remittances.statement.columnProblem', { field: fieldName(row!) });
    return t('remittances.statement.unreadable');
  };
  const busy = importStatement.isPending;

  return (
    <Card className="grid gap-3 p-3">
      <h2 className="text-base font-semibold text-slate-900">{t('remittances.statement.title')}</h2>
      <p className="text-sm text-slate-700">{t('remittances.statement.help')}</p>
      <form onSubmit={submit} noValidate className="grid gap-3" aria-busy={busy}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FileField
            id={`${id}-file`}
            className="sm:col-span-2"
            label={t('remittances.statement.file')}
            inputKey={reader.inputKey}
            disabled={busy}
            reading={reader.reading ? t('remittances.statement.reading') : null}
            error={fileError}
            errorTestId={fileTooLarge ? 'statement-file-too-large' : undefined}
            onChoose={(chosen) => void choose(chosen)}
          />
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-reference`}>{t('remittances.statement.reference')}</Label>
            <Input
              id={`${id}-reference`}
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.target.value)}
              aria-invalid={(checked && missing.reference) || undefined}
              aria-describedby={`${id}-reference-error`}
            />
            {checked && missing.reference && (
              <p id={`${id}-reference-error`} className="text-xs font-medium text-red-700">
                {t('remittances.statement.required')}
              </p>
            )}
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-date`}>{t('remittances.statement.date')}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              aria-invalid={(checked && missing.date) || undefined}
              aria-describedby={`${id}-date-error`}
            />
            {checked && missing.date && (
              <p id={`${id}-date-error`} className="text-xs font-medium text-red-700">
                {t('remittances.statement.invalidDate')}
              </p>
            )}
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-layout`}>{t('remittances.statement.layout')}</Label>
            <NativeSelect id={`${id}-layout`} value={layout} onChange={(event) => setLayout(event.target.value as StatementLayout)}>
              {STATEMENT_LAYOUTS.map((value) => (
                <option key={value} value={value}>
                  {t(`remittances.statement.layouts.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-currency`}>{t('remittances.statement.currency')}</Label>
            <CurrencySelect
              id={`${id}-currency`}
              value={currency}
              onChange={setCurrency}
              aria-invalid={!!currencyError || undefined}
              aria-describedby={currencyError ? `${id}-currency-error` : undefined}
            />
            {currencyError && (
              <p id={`${id}-currency-error`} className="text-xs font-medium text-red-700">
                {currencyError.message}
              </p>
            )}
          </div>
        </div>
        {preview && (
          <ColumnMapping
            density="card"
            legend={t('remittances.statement.columns')}
            fields={STATEMENT_FIELDS_OF_LAYOUT[layout]}
            headers={preview.headers}
            mapping={mapping}
            onChange={setMapping}
            labelOf={fieldName}
            notInFile={t('remittances.statement.notInFile')}
            errorOf={(field) => (checked && isRequired(field) && !mapping[field] ? t('remittances.statement.required') : null)}
          />
        )}
        <div>
          <Button type="submit" disabled={busy || reader.reading}>
            {busy ? t('remittances.statement.importing') : t('remittances.statement.import')}
          </Button>
        </div>
        {done && (
          <p role="status" className="text-sm font-medium text-emerald-800" data-testid="statement-result">
            {done}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
        {rowProblems.length > 0 && (
          <div role="alert" className="grid gap-1 rounded-md bg-red-50 p-2 text-sm text-red-800" data-testid="statement-refused">
            <p className="font-medium">{t('remittances.statement.refused')}</p>
            <ul className="list-disc ps-5">
              {rowProblems.map((problem) => (
                <li key={problem.path}>{describe(problem)}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold text-slate-900">{t('remittances.statement.list')}</h3>
        {cash.statements.length === 0 ? (
          <p className="text-sm text-slate-700">{t('remittances.statement.noStatements')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {cash.statements.map((statement) => (
              <li
                key={statement.id}
                className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1"
                data-testid="statement-row"
              >
                <span className="font-medium">{statement.reference}</span>
                <span>{formatDay(statement.date, language)}</span>
                <span>{formatCount(statement.rows, language)}</span>
                <span>{formatAmount(statement.remitted, language)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
