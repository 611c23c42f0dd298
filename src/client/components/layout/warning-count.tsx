import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'wouter';
import { formatCount } from '@domain/format';
import { useLanguage } from '../../i18n/use-language';
import { apiJson } from '../../lib/api';
import { WARNINGS_KEY } from '../../lib/warnings-key';

/**
 * The header's count of early warnings not acknowledged, a link to this week's digest; nothing while there is
 * none. One small request, made once the page answers input (user-menu.tsx loads this after the page is ready).
 */
export function WarningCount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = useQuery({
    queryKey: [...WARNINGS_KEY, 'count'],
    queryFn: () => apiJson<{ count: number }>('GET', '/api/warnings/count'),
    retry: false,
    staleTime: 60_000,
  });
  const number = count.data?.count ?? 0;
  if (number === 0) return null;
  const label = t('warnings.headerLabel', { count: number, number: formatCount(number, language) });
  return (
    <Link
      href="/ledger/warnings"
      aria-label={label}
      title={label}
      data-testid="warning-count"
      className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Bell aria-hidden className="size-5" />
      <span aria-hidden className="absolute -top-0.5 end-0 min-w-4 rounded-full bg-amber-600 px-1 text-center text-[0.6875rem] font-semibold leading-4 text-white">
        {formatCount(number, language)}
      </span>
    </Link>
  );
}
