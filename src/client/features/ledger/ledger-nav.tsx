import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';

const SECTIONS = [
  { href: '/ledger', key: 'daily' },
  { href: '/ledger/orders', key: 'orders' },
  { href: '/ledger/import', key: 'import' },
  { href: '/ledger/products', key: 'products' },
  { href: '/ledger/ad-spend', key: 'adSpend' },
  { href: '/ledger/settings', key: 'settings' },
  { href: '/ledger/warnings', key: 'warnings' },
  { href: '/ledger/remittances', key: 'remittances' },
] as const;

/** The ledger's sections as a row of links (two rows on a phone); it stays while a section's screen loads. */
export function LedgerNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('ledger.nav.label')}>
      <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {SECTIONS.map(({ href, key }) => {
          const active = location === href;
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 px-3 py-2 text-sm font-medium',
                  active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-slate-900',
                )}
              >
                {t(`ledger.nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
