import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { flagEmoji, type Country, type Service } from '@domain/entities';
import type { Language } from '@domain/format';
import { shownCountryName, shownServiceName } from '@domain/sample-names';
import { useLanguage } from '../../i18n/use-language';
import { Label } from '../../components/ui/label';
import { LoadFailed } from '../../components/ui/load-failed';
import { NativeSelect } from '../../components/ui/native-select';

/** A catalogue list as the selects need it: the rows once loaded, or that loading failed. */
export interface CatalogueList<T> {
  data: T[] | undefined;
  failed: boolean;
  retry(): void;
}

interface CatalogueSelectsProps {
  services: CatalogueList<Service>;
  countries: CatalogueList<Country>;
  serviceId: string | undefined;
  countryId: string | undefined;
  onServiceChange(id: string): void;
  onCountryChange(id: string): void;
}

/**
 * A service's emoji or text icon before its name in the reader's language (a sample's translated, a seller's own as
 * typed; docs/product.md#names-in-the-readers-language); images cannot sit inside an option.
 */
function serviceLabel(service: Service, language: Language): string {
  const textIcon = service.icon && !service.icon.startsWith('data:') && !/^https?:/.test(service.icon) ? service.icon : '';
  return `${textIcon} ${shownServiceName(service.name, language)}`.trim();
}

/** A country's flag before its standard name in the reader's language, a sample's note translated ("🇲🇦 المغرب (نموذج)"). */
function countryLabel(country: Country, language: Language): string {
  return `${flagEmoji(country.code)} ${shownCountryName(country.code, country.name, language)}`.trim();
}

interface ListSelectProps<T> {
  id: string;
  label: string;
  placeholder: string;
  empty: string;
  failedMessage: string;
  list: CatalogueList<T>;
  value: string | undefined;
  onChange(id: string): void;
  option(row: T): { id: string; text: string };
}

/** One select with the loading, empty and error states of a catalogue list (docs/product.md#screens). */
function ListSelect<T>({ id, label, placeholder, empty, failedMessage, list, value, onChange, option }: ListSelectProps<T>) {
  const { t } = useTranslation();
  const loading = !list.data && !list.failed;
  let state: ReactNode = null;
  if (loading) state = <option disabled>{t('simulator.loadingItem')}</option>;
  else if (list.failed && !list.data) state = <option disabled>{t('simulator.loadFailedItem')}</option>;
  else if (list.data?.length === 0) state = <option disabled>{empty}</option>;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        aria-busy={loading}
        aria-invalid={list.failed}
        aria-describedby={list.failed ? `${id}-failed` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {state}
        {list.data?.map((row) => {
          const { id: rowId, text } = option(row);
          return (
            <option key={rowId} value={rowId}>
              {text}
            </option>
          );
        })}
      </NativeSelect>
      {list.failed && (
        <div id={`${id}-failed`}>
          <LoadFailed message={`${failedMessage} ${t('simulator.catalogueFallback')}`} onRetry={list.retry} />
        </div>
      )}
    </div>
  );
}

/** Service and country selectors; when a list fails the simulator goes on with the built-in fees. */
export function CatalogueSelects(props: CatalogueSelectsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ListSelect<Service>
        id="simulator-service"
        label={t('simulator.service')}
        placeholder={t('simulator.selectService')}
        empty={t('simulator.noServices')}
        failedMessage={t('simulator.servicesFailed')}
        list={props.services}
        value={props.serviceId}
        onChange={props.onServiceChange}
        option={(service) => ({ id: service.id, text: serviceLabel(service, language) })}
      />
      <ListSelect<Country>
        id="simulator-country"
        label={t('simulator.country')}
        placeholder={t('simulator.selectCountry')}
        empty={t('simulator.noCountries')}
        failedMessage={t('simulator.countriesFailed')}
        list={props.countries}
        value={props.countryId}
        onChange={props.onCountryChange}
        option={(country) => ({ id: country.id, text: countryLabel(country, language) })}
      />
    </div>
  );
}
