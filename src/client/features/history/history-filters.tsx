import { Search } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { HISTORY_SORTS, type HistoryFacets } from '@domain/plans/plan-schemas';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useLanguage } from '../../i18n/use-language';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import { NO_FILTERS, type HistoryFilters } from './use-simulations';

interface Props {
  filters: HistoryFilters;
  facets: HistoryFacets | undefined;
  onChange(filters: HistoryFilters): void;
}

/** History's search, filters and order; every change reads the list again from its start. */
export function HistoryFiltersBar({ filters, facets, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Named like the rest of the app: the standard name in the reader's language, in its alphabetical order.
  const countries = (facets?.countries ?? [])
    .map((country) => ({ value: country.name, label: shownCountryName(country.code, country.name, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const set = (key: keyof HistoryFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <search aria-label={t('plans.filters.label')} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-6">
      <div className="grid min-w-0 gap-1 sm:col-span-2">
        <Label htmlFor="history-q">{t('plans.filters.search')}</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-slate-500" />
          <Input id="history-q" type="search" className="ps-9" value={filters.q} maxLength={120} onChange={set('q')} />
        </div>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor="history-country">{t('plans.filters.country')}</Label>
        <NativeSelect id="history-country" value={filters.country} onChange={set('country')}>
          <option value="">{t('plans.filters.any')}</option>
          {countries.map((country) => <option key={country.value} value={country.value}>{country.label}</option>)}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor="history-service">{t('plans.filters.service')}</Label>
        <NativeSelect id="history-service" value={filters.service} onChange={set('service')}>
          <option value="">{t('plans.filters.any')}</option>
          {facets?.services.map((name) => <option key={name} value={name}>{shownServiceName(name, language)}</option>)}
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor="history-from">{t('plans.filters.from')}</Label>
        <Input id="history-from" type="date" className="min-w-0" value={filters.from} max={filters.to || undefined} onChange={set('from')} />
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor="history-to">{t('plans.filters.to')}</Label>
        <Input id="history-to" type="date" className="min-w-0" value={filters.to} min={filters.from || undefined} onChange={set('to')} />
      </div>
      {/* Alone on the second row of a wide screen: two columns, so "Plus récentes d’abord" is not cut. */}
      <div className="grid min-w-0 gap-1 lg:col-span-2">
        <Label htmlFor="history-sort">{t('plans.filters.sort')}</Label>
        <NativeSelect id="history-sort" value={filters.sort} onChange={set('sort')}>
          {HISTORY_SORTS.map((sort) => <option key={sort} value={sort}>{t(`plans.filters.sorts.${sort}`)}</option>)}
        </NativeSelect>
      </div>
      {active && (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            {t('plans.filters.clear')}
          </Button>
        </div>
      )}
    </search>
  );
}
