import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { IMPORT_KINDS, SOURCES_OF_KIND, type ImportKind, type ImportMapping, type ImportSource } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { LoadFailed } from '../../../components/ui/load-failed';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageStatus } from '../../../components/ui/page-status';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldIssues } from '../../../lib/field-issues';
import { fileTooLargeText } from '../../../lib/file-too-large';
import { importsQuery, previewImport, settingsQuery, useRefreshLedger, useSaveMapping } from '../api';
import { formatCount, formatRate } from '../format-figures';
import { LedgerLayout } from '../ledger-layout';
import { ImportResult } from './import-result';
import { MappingEditor, mappingComplete } from './mapping-editor';
import { PreviewTable } from './preview-table';
import { RecentImports } from './recent-imports';
import { useImportJob } from './use-import-job';
import { uploadImport } from '../upload-import';
import { CurrencySelect } from '../../../components/ui/currency-select';
import { fileMediaType } from '../../../lib/file-media-type';
import { FileField } from '../../../components/file-import/file-field';
import { useFilePreview } from '../../../lib/use-file-preview';

/** The first bytes of a CSV the server reads to propose what each column is: enough for the header and five rows. */
const PREVIEW_BYTES = 64 * 1024;

/** Orders or ad spend from a file: preset, preview, mapping, currency, then the server's progress and its answer. */
export function ImportScreen() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <LedgerLayout title={t('ledger.import.title')}>
      {settings.isPending ? (
        <PageStatus />
      ) : settings.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-8">
          <ImportForm reportingCurrency={settings.data.reportingCurrency} />
          <RecentImports />
        </div>
      )}
    </LedgerLayout>
  );
}

function ImportForm({ reportingCurrency }: { reportingCurrency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const saveMapping = useSaveMapping();
  const refresh = useRefreshLedger();
  const [kind, setKind] = useState<ImportKind>('orders');
  const [source, setSource] = useState<ImportSource>('shopify');
  // A workbook is a ZIP archive whose directory sits at its end: it is read whole, a CSV by its head.
  const reader = useFilePreview((chosen: File) => {
    const mediaType = fileMediaType(chosen);
    return previewImport(kind, mediaType === 'text/csv' ? chosen.slice(0, PREVIEW_BYTES) : chosen, mediaType);
  });
  const { file, preview } = reader;
  // A file refused for its size at the import (413 as it arrives: its rows past the limit, or its bytes), said at the file field.
  const [importTooLarge, setImportTooLarge] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [currency, setCurrency] = useState(reportingCurrency);
  const [showMissing, setShowMissing] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const done = job.data?.state === 'done';
  // A finished import moves every figure of the ledger: the other screens read them again when next shown.
  useEffect(() => {
    if (done) void refresh();
  }, [done, refresh]);
  // The recent imports list shows an import from its start to its end, refused ones included.
  const queryClient = useQueryClient();
  const jobState = job.data?.state;
  useEffect(() => {
    if (jobId !== null) void queryClient.invalidateQueries({ queryKey: importsQuery().queryKey });
  }, [jobId, jobState, queryClient]);

  const reset = (nextKind = kind) => {
    reader.clear();
    setImportTooLarge(null);
    setMapping({});
    setShowMissing(false);
    setUploaded(null);
    setFailure(null);
    setJobId(null);
    setKind(nextKind);
    setSource(SOURCES_OF_KIND[nextKind][0]!);
  };

  const choose = async (chosen: File | undefined) => {
    setImportTooLarge(null);
    setFailure(null);
    setJobId(null);
    const answer = await reader.choose(chosen);
    if (!answer) return;
    setMapping(answer.mapping);
    if (answer.source && SOURCES_OF_KIND[kind].includes(answer.source)) setSource(answer.source);
  };

  // The preview's refusal for size reads as the import's would; any other failure says the file is unreadable.
  const fileTooLarge = importTooLarge ?? (reader.failure ? fileTooLargeText(reader.failure.error, t, language) : null);
  const unreadable = reader.failure && serverFieldIssues(reader.failure.error).some((issue) => issue.path === 'file' && issue.code === 'invalidFormat');
  const fileError =
    fileTooLarge ?? (reader.failure ? (unreadable ? t('ledger.import.unreadable') : errorMessage(reader.failure.error, t, t('ledger.import.unreadable'))) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) return;
    setShowMissing(true);
    if (!mappingComplete(kind, mapping)) return;
    setFailure(null);
    setImportTooLarge(null);
    setUploaded(0);
    try {
      await saveMapping.mutateAsync({ kind, source, columns: mapping });
      const started = await uploadImport({ kind, source, fileName: file.name.slice(0, 200) || 'file', currency }, file, setUploaded);
      setJobId(started);
    } catch (error) {
      const tooLarge = fileTooLargeText(error, t, language);
      if (tooLarge) {
        setImportTooLarge(tooLarge);
        document.getElementById(`${id}-file`)?.focus();
      } else setFailure(errorMessage(error, t));
    } finally {
      setUploaded(null);
    }
  };

  const finished = job.data?.state === 'done' || job.data?.state === 'refused';
  if (finished && job.data) {
    return <ImportResult job={job.data} onAnother={() => reset()} />;
  }
  const busy = uploaded !== null || (jobId !== null && !job.isError);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
      <p className="text-sm text-slate-700">{t('ledger.import.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-kind`}>{t('ledger.import.kind')}</Label>
          <NativeSelect id={`${id}-kind`} value={kind} disabled={busy} onChange={(event) => reset(event.target.value as ImportKind)}>
            {IMPORT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`ledger.import.kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-source`}>{t('ledger.import.source')}</Label>
          <NativeSelect
            id={`${id}-source`}
            value={source}
            disabled={busy}
            onChange={(event) => setSource(event.target.value as ImportSource)}
          >
            {SOURCES_OF_KIND[kind].map((value) => (
              <option key={value} value={value}>
                {t(`ledger.sources.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <FileField
          id={`${id}-file`}
          className="sm:col-span-2"
          label={t('ledger.import.file')}
          inputKey={reader.inputKey}
          disabled={busy}
          reading={reader.reading ? t('ledger.import.reading') : null}
          error={fileError}
          errorTestId={fileTooLarge ? 'import-file-too-large' : undefined}
          onChoose={(chosen) => void choose(chosen)}
        />
      </div>
      {preview && (
        <>
          {preview.source && (
            <p className="text-sm text-slate-700">{t('ledger.import.detected', { source: t(`ledger.sources.${preview.source}`) })}</p>
          )}
          <section aria-labelledby={`${id}-preview`} className="grid gap-2">
            <h2 id={`${id}-preview`} className="text-base font-semibold text-slate-900">
              {t('ledger.import.preview')}
            </h2>
            <PreviewTable preview={preview} mapping={mapping} />
          </section>
          <MappingEditor kind={kind} headers={preview.headers} mapping={mapping} onChange={setMapping} showMissing={showMissing} />
          <div className="grid gap-1 sm:max-w-xs">
            <Label htmlFor={`${id}-currency`}>{t('ledger.import.currency')}</Label>
            <CurrencySelect
              id={`${id}-currency`}
              value={currency}
              onChange={setCurrency}
              aria-describedby={`${id}-currency-help`}
              disabled={busy}
            />
            <p id={`${id}-currency-help`} className="text-xs text-slate-600">
              {t('ledger.import.currencyHelp')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {t('ledger.import.submit')}
            </Button>
            <p role="status" className="text-sm text-slate-700" data-testid="import-progress">
              {uploaded !== null
                ? t('ledger.import.uploading', { percent: formatRate(uploaded, language) })
                : job.data
                  ? t(`ledger.import.states.${job.data.state}`, { number: formatCount(job.data.rowsRead, language) })
                  : jobId
                    ? t('ledger.import.states.queued')
                    : ''}
            </p>
          </div>
        </>
      )}
      {(failure || job.isError) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure ?? t('ledger.import.failed')}
        </p>
      )}
    </form>
  );
}
