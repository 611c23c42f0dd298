import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Product } from '@domain/ledger/api-schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageStatus } from '../../../components/ui/page-status';
import { toast } from '../../../components/ui/use-toast';
import { useLanguage } from '../../../i18n/use-language';
import { errorMessage } from '../../../lib/error-message';
import { productsQuery, settingsQuery, useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api';
import { formatAmount } from '../format-figures';
import { LedgerLayout } from '../ledger-layout';
import { ProductForm } from './product-form';

/** The seller's products with their unit costs; one an import created from an unknown SKU says its cost is missing. */
export function ProductsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const products = useQuery(productsQuery());
  const settings = useQuery(settingsQuery());
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const fail = (error: unknown) => toast({ title: t('errors.title'), description: errorMessage(error, t), variant: 'destructive' });

  return (
    <LedgerLayout title={t('ledger.products.title')}>
      <p className="text-sm text-slate-700">{t('ledger.products.intro')}</p>
      <Card className="grid gap-3 p-4">
        <h2 className="text-base font-semibold text-slate-900">{t('ledger.products.add')}</h2>
        {settings.isError ? (
          <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void settings.refetch()} />
        ) : !settings.data ? (
          <PageStatus />
        ) : (
          <ProductForm
            key={added}
            currency={settings.data.reportingCurrency}
            pending={create.isPending}
            onSubmit={(input) => create.mutateAsync(input)}
            onDone={() => {
              setAdded((count) => count + 1);
              toast({ title: t('ledger.products.saved') });
            }}
          />
        )}
      </Card>
      {products.isPending ? (
        <PageStatus>{t('ledger.products.loading')}</PageStatus>
      ) : products.isError ? (
        <LoadFailed message={t('ledger.loadFailed')} onRetry={() => void products.refetch()} />
      ) : products.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">{t('ledger.products.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {products.data.map((product: Product) => (
            <li key={product.id} data-testid="ledger-product" className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              {editing === product.id ? (
                <ProductForm
                  product={product}
                  currency={product.unitCost.currency}
                  pending={update.isPending}
                  onSubmit={(patch) => update.mutateAsync({ id: product.id, patch })}
                  onDone={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="min-w-0 flex-1 break-words font-semibold text-slate-900">
                    {product.name}{' '}
                    <span className="font-normal text-slate-600">
                      ({product.sku}
                      {product.countryCode ? ` · ${product.countryCode}` : ''})
                    </span>
                  </span>
                  <span className="tabular-nums">
                    {t('ledger.products.unitCost')}: {formatAmount(product.unitCost, language)}
                  </span>
                  {product.unitCost.minor === 0 && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      {t('ledger.products.costMissing')}
                    </span>
                  )}
                  {product.price && <span className="tabular-nums text-slate-700">{formatAmount(product.price, language)}</span>}
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('ledger.products.edit', { name: product.name })}
                      onClick={() => setEditing(product.id)}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Button>
                    <Button
                      variant="dangerGhost"
                      size="icon"
                      aria-label={t('ledger.products.delete', { name: product.name })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(product.id, { onSuccess: () => toast({ title: t('ledger.products.deleted') }), onError: fail })
                      }
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </LedgerLayout>
  );
}
