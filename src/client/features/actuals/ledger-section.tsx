import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Product } from '@domain/ledger/api-schemas';
import { formatCount, formatPercent } from '@domain/format';
import type { LedgerLink, PlanLedgerAnswer } from '@domain/warnings/api-schemas';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLanguage } from '../../i18n/use-language';
import { LoadFailed } from '../../components/ui/load-failed';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../components/ui/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';
import { WARNINGS_KEY } from '../../lib/warnings-key';
import { ComparisonTable } from './comparison-table';
import { DriverSentence } from './driver-sentence';

// A plan on the ledger's orders (docs/product.md#early-warning): attached to a product and a country, its actual
// side is those orders over a range of days, compared as typed records are (decision 0025).

const linkKey = (simulationId: string) => [...SIMULATIONS_KEY, 'one', simulationId, 'ledger-link'] as const;

/** A day in the browser's calendar, `days` from today. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The plan's ledger link: a form to attach it, or the comparison over a range of days and the plan's warnings. */
export function LedgerSection({
  simulationId,
  planCountryCode,
  warnings,
}: {
  simulationId: string;
  planCountryCode: string;
  warnings?: ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: linkKey(simulationId),
    queryFn: async () => (await apiJson<{ link: LedgerLink | null }>('GET', `/api/simulations/${encodeURIComponent(simulationId)}/ledger-link`)).link,
    retry: false,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: linkKey(simulationId) }),
      queryClient.invalidateQueries({ queryKey: WARNINGS_KEY }),
    ]);
  const detach = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/simulations/${encodeURIComponent(simulationId)}/ledger-link`),
    onSuccess: refresh,
    onError: (error) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="plan-ledger-title" className="grid gap-3" data-testid="plan-ledger">
      <h2 id="plan-ledger-title" className="text-base font-semibold text-slate-900">
        {t('warnings.plan.title')}
      </h2>
      {link.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : link.isError ? (
        <LoadFailed message={t('actuals.loadFailed')} onRetry={() => void link.refetch()} />
      ) : link.data ? (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-sm text-slate-700" data-testid="plan-ledger-link">
              {t('warnings.plan.attached', { product: `\u2068${link.data.sku}\u2069`, country: link.data.countryCode })}
            </p>
            <Button variant="secondary" size="sm" disabled={detach.isPending} onClick={() => detach.mutate()}>
              {t('warnings.plan.detach')}
            </Button>
          </div>
          {warnings}
          <LedgerComparison simulationId={simulationId} />
        </>
      ) : (
        <AttachForm simulationId={simulationId} planCountryCode={planCountryCode} onAttached={refresh} />
      )}
    </section>
  );
}

function AttachForm({
  simulationId,
  planCountryCode,
  onAttached,
}: {
  simulationId: string;
  planCountryCode: string;
  onAttached(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const products = useQuery({
    queryKey: ['/api/ledger/products'],
    queryFn: () => apiJson<Product[]>('GET', '/api/ledger/products'),
    retry: false,
  });
  const [sku, setSku] = useState('');
  const [country, setCountry] = useState(planCountryCode);
  const attach = useMutation({
    mutationFn: (body: LedgerLink) => apiJson<LedgerLink>('PUT', `/api/simulations/${encodeURIComponent(simulationId)}/ledger-link`, body),
    onSuccess: onAttached,
    onError: (error) => toast({ title: t('warnings.plan.failed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  if (products.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('common.loading')}
      </p>
    );
  if (products.isError) return <LoadFailed message={t('actuals.loadFailed')} onRetry={() => void products.refetch()} />;
  const skus = [...new Map(products.data.map((product) => [product.sku, product])).values()];
  if (skus.length === 0) return <p className="text-sm text-slate-700">{t('warnings.plan.noProducts')}</p>;
  const chosen = sku || skus[0]!.sku;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        attach.mutate({ sku: chosen, countryCode: country.trim().toUpperCase() });
      }}
    >
      <p className="text-sm text-slate-700 sm:col-span-3">{t('warnings.plan.intro')}</p>
      <div className="grid gap-1">
        <Label htmlFor="plan-ledger-product">{t('warnings.plan.product')}</Label>
        <NativeSelect
          id="plan-ledger-product"
          value={chosen}
          onChange={(event) => {
            setSku(event.target.value);
            const product = skus.find((candidate) => candidate.sku === event.target.value);
            if (product?.countryCode) setCountry(product.countryCode);
          }}
        >
          {skus.map((product) => (
            <option key={product.sku} value={product.sku}>
              {product.name === product.sku ? product.sku : `${product.name} (${product.sku})`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="plan-ledger-country">{t('warnings.plan.country')}</Label>
        <Input
          id="plan-ledger-country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          maxLength={2}
          required
          autoComplete="off"
          dir="ltr"
          aria-describedby="plan-ledger-country-hint"
        />
        <p id="plan-ledger-country-hint" className="text-xs text-slate-600">
          {t('warnings.plan.countryHint')}
        </p>
      </div>
      <Button type="submit" disabled={attach.isPending} className="sm:mb-5">
        {t('warnings.plan.attach')}
      </Button>
    </form>
  );
}

function LedgerComparison({ simulationId }: { simulationId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => dayFromToday(-30));
  const [to, setTo] = useState(() => dayFromToday(-1));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const answer = useQuery({
    queryKey: [...WARNINGS_KEY, 'plan', simulationId, from, to],
    queryFn: () =>
      apiJson<PlanLedgerAnswer>('GET', `/api/simulations/${encodeURIComponent(simulationId)}/ledger?${new URLSearchParams({ from, to })}`),
    enabled: valid,
    retry: false,
    // Orders change with every import: read again each time the plan opens.
    staleTime: 0,
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1">
          <Label htmlFor="plan-ledger-from">{t('warnings.plan.from')}</Label>
          <Input id="plan-ledger-from" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="plan-ledger-to">{t('warnings.plan.to')}</Label>
          <Input id="plan-ledger-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {!valid ? null : answer.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('common.loading')}
        </p>
      ) : answer.isError ? (
        <LoadFailed message={t('actuals.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : answer.data.comparison ? (
        <div className="grid gap-3" data-testid="plan-ledger-comparison">
          <h3 className="text-sm font-semibold text-slate-900">{t('warnings.plan.compareTitle')}</h3>
          <DriverSentence comparison={answer.data.comparison} />
          <ComparisonTable comparison={answer.data.comparison} />
          <InTransitNote answer={answer.data} inTransit={answer.data.comparison.inTransit} />
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('warnings.plan.noOrders')}</p>
      )}
    </div>
  );
}

/** "How is this computed?": the orders on the road, the rate that settles them, where it comes from and on how many orders. */
function InTransitNote({ answer, inTransit }: { answer: PlanLedgerAnswer; inTransit: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { projection } = answer;
  const rate = projection.rate === null ? t('warnings.noBreakEven') : formatPercent(projection.rate * 100, language);
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        {t('warnings.how')}
      </summary>
      <ul className="mt-2 grid list-disc gap-1 ps-5" data-testid="plan-ledger-projection">
        <li>{t('warnings.plan.inTransit', { number: formatCount(inTransit, language) })}</li>
        <li>
          {projection.source === 'plan'
            ? t('warnings.explain.projectionPlan', { rate })
            : t('warnings.explain.projection', {
                rate,
                source: t(`warnings.source.${projection.source}`),
                settled: formatCount(projection.settledOrders, language),
              })}
        </li>
      </ul>
    </details>
  );
}
