import { ArrowLeft, FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useSearch } from 'wouter';
import { COMPARE_MAX, COMPARE_MIN } from '@domain/plans/compare';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageStatus } from '../../components/ui/page-status';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/session/use-auth';
import { useMediaQuery } from '../../lib/use-media-query';
import { CompareCards } from './compare-cards';
import { bestProfitPlans, shownSections } from './compare-lines';
import { CompareTable } from './compare-table';
import { compareHref } from '../../lib/compare-href';
import { useComparison, useExportComparison } from './use-comparison';

/** /history/compare?ids=a,b[,c,d][&baseline=b]: the seller's saved plans side by side. */
export function CompareScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, isLoading: authLoading } = useAuth();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const countOk = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const comparison = useComparison(ids, !!user && countOk);
  const exportComparison = useExportComparison();
  const wide = useMediaQuery('(min-width: 768px)');
  const words = { days: (n: string) => t('compare.days', { n }), rate: (amount: string) => t('compare.rate', { amount }) };

  if (authLoading) return <PageStatus />;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="sr-only">{t('compare.title')}</h1>
        <p className="text-slate-700">{t('history.signedOut')}</p>
        <Button asChild className="mt-4">
          <Link href="/login">{t('history.signIn')}</Link>
        </Button>
      </div>
    );
  }

  const data = comparison.data;
  const baselineIndex = Math.max(0, data?.plans.findIndex((plan) => plan.id === params.get('baseline')) ?? 0);
  const problem = !countOk || (comparison.error instanceof ApiError && comparison.error.status === 400) ? t('compare.invalid')
    : comparison.error instanceof ApiError && comparison.error.status === 404 ? t('compare.notFound')
    : comparison.isError ? t('compare.loadError') : null;

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-3 py-4 sm:px-4 sm:py-6">
      <header className="flex min-w-0 items-start gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link href="/history" aria-label={t('compare.back')} title={t('compare.back')}>
            <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
          </Link>
        </Button>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('compare.title')}</h1>
          <p className="text-sm text-slate-600">{t('compare.intro')}</p>
        </div>
      </header>
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900" data-testid="compare-problem">
          {problem}
        </p>
      ) : !data ? (
        <PageStatus />
      ) : (
        <>
          <Card className="flex flex-wrap items-end justify-between gap-3 p-3">
            <fieldset className="grid min-w-0 gap-1">
              <legend className="mb-1 text-sm font-semibold text-slate-900">{t('compare.baseline.legend')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {data.plans.map((plan, index) => (
                  <label key={plan.id} className="inline-flex min-w-0 items-center gap-1.5 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="baseline"
                      className="size-4 accent-brand-700"
                      checked={index === baselineIndex}
                      onChange={() => navigate(compareHref(ids, plan.id), { replace: true })}
                    />
                    <span className="break-all">{plan.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-2">
              {(['csv', 'pdf'] as const).map((format) => (
                <Button
                  key={format}
                  variant="secondary"
                  size="sm"
                  disabled={exportComparison.isPending}
                  aria-label={t(format === 'csv' ? 'compare.exportCsv' : 'compare.exportPdf')}
                  onClick={() => exportComparison.mutate({ ids, baseline: data.plans[baselineIndex]!.id, format })}
                >
                  {format === 'csv' ? <FileSpreadsheet aria-hidden className="size-4" /> : <FileText aria-hidden className="size-4" />}
                  {t(format === 'csv' ? 'compare.csv' : 'compare.pdf')}
                </Button>
              ))}
            </div>
          </Card>
          {(() => {
            const sections = shownSections(data, baselineIndex, language, words);
            const best = bestProfitPlans(data);
            const props = { plans: data.plans, sections, baselineIndex, best };
            return wide ? (
              <Card className="p-2">
                <CompareTable {...props} />
              </Card>
            ) : (
              <CompareCards {...props} />
            );
          })()}
        </>
      )}
    </div>
  );
}
