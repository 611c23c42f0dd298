import { CopyPlus, FileSpreadsheet, FileText, Pencil, SquarePen, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import type { Simulation } from '@domain/entities';
import { formatCount, formatDateTime, formatMoney, formatPercent } from '@domain/format';
import { formatDollarsIn, formatTypedAmount, localCurrency } from '@domain/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../../lib/cn';
import type { ExportFormat } from './use-history-actions';
import { shownCountryName, shownServiceName } from '@domain/sample-names';

interface Props {
  simulation: Simulation;
  exporting: ExportFormat | null;
  onExport(format: ExportFormat): void;
  onDelete(): void;
  onEdit(): void;
  onDuplicate(): void;
  duplicating: boolean;
  /** More actions of later features (share, compare), composed in by the screen. */
  extraActions?: ReactNode;
  /** Whether the seller ticked it for comparison. */
  chosen?: boolean;
  onChosenChange?(chosen: boolean): void;
}

/** One saved simulation: names, date, export and delete, and its main figures (docs/product.md#screens). */
export function SimulationCard({ simulation: s, exporting, onExport, onDelete, onEdit, onDuplicate, duplicating, extraActions, chosen, onChosenChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `simulation-${s.id}`;
  // Amounts as the seller entered them (dollars or the country's currency); dollar results in local units too.
  const entered = (key: 'adsCost' | 'productCost') =>
    s.localCurrencyInputs.includes(key) ? formatTypedAmount(s[key], s.countryCurrencyCode, s.countryCurrency, language) : formatMoney(s[key], language);
  const local = localCurrency(s.countryCurrencyCode, s.currencyRate);
  const inLocal = (dollars: number) => (local ? formatDollarsIn(dollars, local, language) : undefined);
  return (
    <Card className="p-4" data-testid="simulation-card">
      <article aria-labelledby={headingId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              {onChosenChange && (
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={chosen ?? false}
                  aria-label={t('compare.select.label', { name: s.name })}
                  onChange={(event) => onChosenChange(event.target.checked)}
                  data-testid="compare-choose"
                />
              )}
              <h3 id={headingId} className="break-words text-base font-semibold text-slate-900" data-testid="simulation-name">
                {s.name}
              </h3>
            </div>
            <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
              <Badge>{shownServiceName(s.serviceName, language)}</Badge>
              <Badge tone="brand">{shownCountryName(s.countryCode, s.countryName, language)}</Badge>
              {s.productName && (
                <span data-testid="simulation-product">
                  <span className="sr-only">{t('plans.card.product')}: </span>
                  {s.productName}
                </span>
              )}
            </div>
            <p className="text-xs text-slate-600">
              <span className="sr-only">{t('history.card.createdAt')} </span>
              {/* A date is never broken inside (an Arabic date's "/" would otherwise allow it on a phone). */}
              <time dateTime={s.createdAt} className="whitespace-nowrap">{formatDateTime(s.createdAt, language)}</time>
            </p>
            {s.note && (
              <p className="break-words text-sm text-slate-700" data-testid="simulation-note">
                <span className="sr-only">{t('plans.card.note')}: </span>
                {s.note}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Button asChild size="sm">
              <Link href={`/?plan=${s.id}`} aria-label={t('plans.card.openNamed', { name: s.name })}>
                <SquarePen aria-hidden className="size-4" />
                {t('plans.card.open')}
              </Link>
            </Button>
            <Button variant="secondary" size="sm" aria-label={t('plans.card.editNamed', { name: s.name })} onClick={onEdit}>
              <Pencil aria-hidden className="size-4" />
              {t('plans.card.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={duplicating}
              aria-label={t('plans.card.duplicateNamed', { name: s.name })}
              onClick={onDuplicate}
            >
              <CopyPlus aria-hidden className="size-4" />
              {t('plans.card.duplicate')}
            </Button>
            {extraActions}
            <Button
              variant="secondary"
              size="sm"
              disabled={exporting !== null}
              aria-label={t('history.card.exportCsv', { name: s.name })}
              onClick={() => onExport('csv')}
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t('history.card.csv')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={exporting !== null}
              aria-label={t('history.card.exportPdf', { name: s.name })}
              onClick={() => onExport('pdf')}
            >
              <FileText aria-hidden className="size-4" />
              {t('history.card.pdf')}
            </Button>
            <Button
              variant="dangerGhost"
              size="icon"
              aria-label={t('history.card.delete', { name: s.name })}
              title={t('common.delete')}
              onClick={onDelete}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Tile label={t('history.card.totalLeads')} testId="tile-total-leads">{formatCount(s.totalLeads, language)}</Tile>
          <Tile label={t('history.card.revenue')} testId="tile-revenue" local={inLocal(s.sellingPrice)}>{formatMoney(s.sellingPrice, language)}</Tile>
          <Tile label={t('history.card.profit')} testId="tile-profit" negative={s.profit < 0} emphasis local={inLocal(s.profit)}>
            {formatMoney(s.profit, language)}
          </Tile>
          <Tile label={t('history.card.roi')} testId="tile-roi" negative={s.roi < 0} emphasis>
            {formatPercent(s.roi, language)}
          </Tile>
          <Tile label={t('history.card.adsCost')} testId="tile-ads-cost">{entered('adsCost')}</Tile>
          <Tile label={t('history.card.productCost')} testId="tile-product-cost">{entered('productCost')}</Tile>
          <Tile label={t('history.card.confirmedOrders')} testId="tile-confirmed-orders">{formatCount(s.confirmedOrders, language)}</Tile>
          <Tile label={t('history.card.deliveredOrders')} testId="tile-delivered-orders">{formatCount(s.deliveredOrders, language)}</Tile>
        </dl>
      </article>
    </Card>
  );
}

function Tile({
  label,
  children,
  testId,
  negative = false,
  emphasis = false,
  local,
}: {
  /** The amount in the country's currency, under the dollars. */
  local?: string;
  label: string;
  children: ReactNode;
  testId: string;
  negative?: boolean;
  emphasis?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border p-2',
        negative ? 'border-red-200 bg-red-50' : emphasis ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd
        data-testid={testId}
        data-negative={negative || undefined}
        className={cn('tabular text-sm font-semibold', negative ? 'text-red-700' : emphasis ? 'text-green-800' : 'text-slate-900')}
      >
        {children}
      </dd>
      {local && (
        <dd data-testid={`${testId}-local`} className="tabular text-xs text-slate-600">
          {local}
        </dd>
      )}
    </div>
  );
}
