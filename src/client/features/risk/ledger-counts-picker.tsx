import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { addDays, dayInZone } from '@domain/ledger/zoned-days';
import type { RateCounts } from '@domain/risk/ledger-counts';
import type { LedgerSource } from '@domain/risk/uncertain-inputs';
import { formatCount } from '@domain/format';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useLanguage } from '../../i18n/use-language';
import { apiJson } from '../../lib/api';
import { useAuth } from '../../lib/session/use-auth';

/** Counts the picker hands to the panel: each rate's observed counts with where they came from. */
export interface TakenCounts {
  confirmedRate: { successes: number; trials: number; source: LedgerSource } | null;
  deliveredRate: { successes: number; trials: number; source: LedgerSource } | null;
}

interface ProductChoice {
  sku: string;
  name: string;
  countryCode: string | null;
}

/** The mature cohorts the projection stands on end 21 days back; 60 days of orders is a campaign's usual test. */
const DEFAULT_DAYS = 60;

/** Today in the browser's zone, the zone the seller reads days in. */
function todayHere(): string {
  return dayInZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * "Counts from your ledger": a signed-in seller with ledger products picks one, a country and the days the orders were
 * placed, and takes the cohorts' counts as the observed confirmation and delivery rates in one action. The ledger is
 * read on the server (GET /api/ledger/rate-counts); nothing shows for a guest or a seller without products.
 */
export function LedgerCountsPicker({ countryCode, onTake }: { countryCode: string | undefined; onTake(counts: TakenCounts): void }) {
  const { isAuthenticated } = useAuth();
  const products = useQuery({
    queryKey: ['risk', 'ledger-products'],
    queryFn: () => apiJson<ProductChoice[]>('GET', '/api/ledger/products'),
    enabled: isAuthenticated,
    retry: false,
  });
  if (!isAuthenticated || !products.data?.length) return null;
  // The form and its dates (today in the browser's zone) only for a seller with products: a guest's page skips them.
  return <CountsForm products={products.data} countryCode={countryCode} onTake={onTake} />;
}

function CountsForm({ products, countryCode, onTake }: { products: ProductChoice[]; countryCode: string | undefined; onTake(counts: TakenCounts): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [sku, setSku] = useState('');
  const [country, setCountry] = useState<string | null>(null);
  const [from, setFrom] = useState(() => addDays(todayHere(), -DEFAULT_DAYS));
  const [to, setTo] = useState(todayHere);
  const [state, setState] = useState<{ kind: 'idle' | 'loading' | 'failed' | 'empty' } | { kind: 'taken'; counts: RateCounts }>({ kind: 'idle' });

  const choices = [...new Map(products.map((product) => [product.sku, product])).values()];
  const chosenSku = choices.some((product) => product.sku === sku) ? sku : choices[0]!.sku;
  const countries = [...new Set([countryCode, ...products.filter((product) => product.sku === chosenSku).map((product) => product.countryCode)])].filter(
    (code): code is string => !!code,
  );
  const chosenCountry = country === '' ? '' : (country ?? countryCode ?? countries[0] ?? '');

  const take = async () => {
    setState({ kind: 'loading' });
    try {
      const query = new URLSearchParams({ sku: chosenSku, from, to, ...(chosenCountry ? { country: chosenCountry } : {}) });
      // The answer's schema (and the ledger's, which it builds on) loads with the first take, not with the page: the
      // panel is drawn for every visitor of the home page, and few take counts.
      const [answer, { rateCountsSchema }] = await Promise.all([apiJson('GET', `/api/ledger/rate-counts?${query}`), import('@domain/risk/ledger-counts')]);
      const counts = rateCountsSchema.parse(answer);
      if (!counts.confirmation && !counts.delivery) {
        setState({ kind: 'empty' });
        return;
      }
      const projectedRate = counts.projectedOrders > 0 && counts.projection.rate !== null ? counts.projection.rate * 100 : null;
      const source: LedgerSource = { kind: 'ledger', sku: counts.sku, countryCode: counts.countryCode, from: counts.from, to: counts.to, projectedOrders: counts.projectedOrders, projectedRate };
      onTake({
        confirmedRate: counts.confirmation ? { ...counts.confirmation, source: { ...source, projectedOrders: 0, projectedRate: null } } : null,
        deliveredRate: counts.delivery ? { ...counts.delivery, source } : null,
      });
      setState({ kind: 'taken', counts });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <details className="rounded-md border border-slate-200" data-testid="risk-ledger">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
        {t('risk.ledger.heading')}
      </summary>
      <div className="grid gap-2 border-t border-slate-200 p-3">
        <p className="text-xs text-slate-600">{t('risk.ledger.intro')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-product`}>{t('risk.ledger.product')}</Label>
            <NativeSelect id={`${id}-product`} value={chosenSku} onChange={(event) => setSku(event.target.value)}>
              {choices.map((product) => (
                <option key={product.sku} value={product.sku}>
                  {product.name === product.sku ? product.sku : `${product.name} (${product.sku})`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-country`}>{t('risk.ledger.country')}</Label>
            <NativeSelect id={`${id}-country`} value={chosenCountry} onChange={(event) => setCountry(event.target.value)}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
              <option value="">{t('risk.ledger.everyCountry')}</option>
            </NativeSelect>
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-from`}>{t('risk.ledger.from')}</Label>
            <Input id={`${id}-from`} type="date" variant="compact" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
          </div>
          <div className="grid content-start gap-1">
            <Label htmlFor={`${id}-to`}>{t('risk.ledger.to')}</Label>
            <Input id={`${id}-to`} type="date" variant="compact" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
          </div>
        </div>
        <div>
          <Button type="button" variant="secondary" size="sm" disabled={state.kind === 'loading' || !from || !to} onClick={() => void take()}>
            {t('risk.ledger.use')}
          </Button>
        </div>
        <p role="status" aria-live="polite" className="text-sm text-slate-700" data-testid="risk-ledger-status">
          {state.kind === 'loading' && t('risk.ledger.loading')}
          {state.kind === 'failed' && t('risk.ledger.failed')}
          {state.kind === 'empty' && t('risk.ledger.none')}
          {state.kind === 'taken' &&
            t('risk.ledger.taken', {
              confirmed: formatCount(state.counts.confirmation?.successes ?? 0, language),
              orders: formatCount(state.counts.confirmation?.trials ?? 0, language),
              delivered: formatCount(state.counts.delivery?.successes ?? 0, language),
              shipped: formatCount(state.counts.delivery?.trials ?? 0, language),
            })}
        </p>
      </div>
    </details>
  );
}
