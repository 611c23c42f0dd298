import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { formatCount, formatMoney, formatPercent } from '@domain/format';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import type { SharedSimulation } from '@domain/shared-plan';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageStatus } from '../../components/ui/page-status';
import { useLanguage } from '../../i18n/use-language';
import { ApiError, apiJson } from '../../lib/api';

/** Keeps search engines off a shared page, beside the server's X-Robots-Tag header. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** A shared simulation, read-only, in the viewer's language; "Copy to my simulator" for guests and sellers. */
export function SharedPlanScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  useNoIndex();
  const shared = useQuery({
    queryKey: ['/api/shared', token],
    staleTime: 0,
    queryFn: () => apiJson<{ simulation: SharedSimulation }>('GET', `/api/shared/${encodeURIComponent(token)}`),
  });
  if (shared.isLoading) return <PageStatus />;
  if (shared.isError || !shared.data) {
    const gone = shared.error instanceof ApiError && shared.error.status === 404;
    return (
      <div className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t('plans.shared.title')}</h1>
        <p role="alert" className="mt-2 text-slate-700" data-testid="shared-not-found">
          {gone ? t('plans.shared.notFound') : t('plans.openFailed')}
        </p>
      </div>
    );
  }
  const s = shared.data.simulation;
  const rows: [string, string][] = [
    [t('plans.share.words.leads'), formatCount(s.totalLeads, language)],
    [t('plans.share.words.adsCost'), formatMoney(s.adsCost, language)],
    [t('plans.share.words.productCost'), formatMoney(s.productCost, language)],
    [t('plans.share.words.averageAOV'), formatMoney(s.averageAOV, language)],
    [t('plans.share.words.confirmedRate'), formatPercent(s.confirmedRate, language)],
    [t('plans.share.words.deliveredRate'), formatPercent(s.deliveredRate, language)],
  ];
  const results: [string, string, string][] = [
    [t('plans.share.words.profit'), formatMoney(s.profit, language), 'shared-profit'],
    [t('plans.share.words.roi'), formatPercent(s.roi, language), 'shared-roi'],
  ];
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-3 py-6 sm:px-4">
      <div>
        <p className="text-sm text-slate-600">{t('plans.shared.title')}</p>
        <h1 className="break-words text-2xl font-bold text-slate-900" data-testid="shared-name">
          {s.name}
        </h1>
        <p className="text-sm text-slate-700">
          {shownServiceName(s.serviceName, language)} · {shownCountryName(s.countryCode, s.countryName, language)}
          {s.productName ? ` · ${s.productName}` : ''}
        </p>
        <p className="mt-1 text-xs text-slate-600">{t('plans.shared.readOnly')}</p>
      </div>
      <Card className="grid gap-3 p-4">
        <h2 className="text-base font-semibold text-slate-900">{t('plans.shared.results')}</h2>
        <dl className="grid grid-cols-2 gap-2">
          {results.map(([label, value, testId]) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="tabular text-lg font-semibold text-slate-900" data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="text-base font-semibold text-slate-900">{t('plans.shared.inputs')}</h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="tabular text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Button asChild className="justify-self-start">
        <Link href={`/?shared=${encodeURIComponent(token)}`}>{t('plans.shared.copyToSimulator')}</Link>
      </Button>
    </div>
  );
}
