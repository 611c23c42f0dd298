import { Download } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { DailyQuery } from '@domain/ledger/api-schemas';
import { useLanguage } from '../../../i18n/use-language';
import { queryString } from '../../../lib/api-queries';

/** Downloads as plain links: the server writes the file in the page's language, with safe cells. */
export function DailyExports({ query }: { query: DailyQuery }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const links = [
    { href: `/api/ledger/daily/export${queryString({ ...query, format: 'csv', lang })}`, label: t('ledger.daily.exportCsv') },
    { href: `/api/ledger/daily/export${queryString({ ...query, format: 'pdf', lang })}`, label: t('ledger.daily.exportPdf') },
    {
      href: `/api/ledger/orders/export${queryString({ from: query.from, to: query.to, format: 'csv', lang })}`,
      label: t('ledger.daily.exportLedgerCsv'),
    },
    {
      href: `/api/ledger/orders/export${queryString({ from: query.from, to: query.to, format: 'xlsx', lang })}`,
      label: t('ledger.daily.exportLedgerXlsx'),
    },
  ];
  return (
    <section aria-labelledby="ledger-exports-title" className="grid gap-2">
      <h2 id="ledger-exports-title" className="text-base font-semibold text-slate-900">
        {t('ledger.daily.exports')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              download
              className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Download aria-hidden className="size-4" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
