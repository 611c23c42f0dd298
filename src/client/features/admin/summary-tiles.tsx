import { formatCount } from '@domain/format';
import { Globe2, Layers, Receipt, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Card } from '../../components/ui/card';
import { useLanguage } from '../../i18n/use-language';
import { useAdminSummary } from './admin-queries';

const TILES = [
  { key: 'users', icon: Users },
  { key: 'countries', icon: Globe2 },
  { key: 'services', icon: Layers },
  { key: 'feeStructures', icon: Receipt },
] as const;

/** Total users, countries, services and fee structures. */
export function SummaryTiles() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useAdminSummary();
  return (
    <section aria-label={t('admin.summary.label')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-3 sm:p-4">
              <span
                aria-hidden
                className="hidden size-10 sm:inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800"
              >
                <Icon className="size-5" />
              </span>
              <div className="grid min-w-0">
                <p className="text-sm text-slate-600">{t(`admin.summary.${key}`)}</p>
                <p className="text-2xl font-bold text-slate-900 tabular-nums" data-testid={`admin-summary-${key}`}>
                  {data ? formatCount(data[key], language) : '…'}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
