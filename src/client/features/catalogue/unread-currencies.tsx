import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { LoadFailed } from '../../components/ui/load-failed';
import { unreadCurrenciesQuery } from '../../lib/catalogue-queries';
import { useIsAdmin } from '../../lib/session/use-auth';

/**
 * The administrator's list of countries, of every owner, whose currency label names no ISO 4217 code: their
 * figures stay in dollars until the currency is chosen in the country form. Nothing is shown when there are none.
 */
export function UnreadCurrencies() {
  const { t } = useTranslation();
  const { isAdmin } = useIsAdmin();
  const report = useQuery({ ...unreadCurrenciesQuery, enabled: isAdmin });
  if (report.isError) return <LoadFailed message={t('currencies.report.loadFailed')} onRetry={() => void report.refetch()} />;
  const rows = report.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="unread-currencies-heading" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="unread-currencies">
      <h2 id="unread-currencies-heading" className="text-base font-semibold text-amber-950">
        {t('currencies.report.heading', { total: rows.length })}
      </h2>
      <p className="text-sm text-amber-950">{t('currencies.report.intro')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="text-xs text-amber-900">
              <th scope="col" className="py-1 pe-3 text-start font-medium">{t('currencies.report.name')}</th>
              <th scope="col" className="py-1 pe-3 text-start font-medium">{t('currencies.report.label')}</th>
              <th scope="col" className="py-1 text-start font-medium">{t('currencies.report.owner')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-amber-200 align-top">
                <td className="py-1 pe-3 text-slate-900">{row.name}</td>
                <td className="break-words py-1 pe-3 text-slate-900">{row.currency}</td>
                <td className="break-all py-1 text-slate-700">{row.ownerEmail ?? t('currencies.report.defaultOwner')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
