import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'wouter';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount } from '../format-figures';

const NAMED_MAX = 5;

/**
 * What the figures cannot count from what the seller has entered, said rather than shown as a silent 0: the
 * products without a unit cost (filled in on the products screen), and the cost lines the ledger has no place
 * for (packaging, VAT on fees, goods lost on returns), which the profit leaves out.
 */
export function CostNote({ answer }: { answer: DailyAnswer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const missing = answer.productsWithoutCost;
  if (answer.totals.orders === 0) return null;
  const named = missing.slice(0, NAMED_MAX).join(', ') + (missing.length > NAMED_MAX ? '…' : '');
  return (
    <section aria-labelledby="ledger-cost-note-title" className="grid gap-1 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="ledger-cost-note">
      <h2 id="ledger-cost-note-title" className="font-semibold">
        {t('ledger.daily.costNote.title')}
      </h2>
      <ul className="grid list-disc gap-0.5 ps-5">
        {missing.length > 0 && (
          <li data-testid="ledger-cost-note-products">
            {t('ledger.daily.costNote.products', { count: missing.length, number: formatCount(missing.length, language), skus: named })}{' '}
            <Link href="/ledger/products" className="font-medium underline">
              {t('ledger.daily.costNote.productsLink')}
            </Link>
          </li>
        )}
        <li>{t('ledger.daily.costNote.notInLedger')}</li>
      </ul>
    </section>
  );
}
