import { useTranslation } from 'react-i18next';
import { flagEmoji, type Country, type Service } from '@domain/entities';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

interface CatalogueSelectsProps {
  services: Service[] | undefined;
  countries: Country[] | undefined;
  serviceId: string | undefined;
  countryId: string | undefined;
  onServiceChange(id: string): void;
  onCountryChange(id: string): void;
}

// Radix Select refuses an empty value, so the loading and empty rows use sentinels that cannot be chosen.
const LOADING = '__loading';
const EMPTY = '__empty';

/** Service and country selectors with the loading and empty items of SPEC §2. */
export function CatalogueSelects(props: CatalogueSelectsProps) {
  const { t } = useTranslation();
  const { services, countries } = props;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="simulator-service">{t('simulator.service')}</Label>
        <Select value={props.serviceId ?? ''} onValueChange={props.onServiceChange}>
          <SelectTrigger id="simulator-service" aria-label={t('simulator.service')}>
            <SelectValue placeholder={t('simulator.selectService')} />
          </SelectTrigger>
          <SelectContent>
            {!services && (
              <SelectItem value={LOADING} disabled>
                {t('simulator.loadingItem')}
              </SelectItem>
            )}
            {services?.length === 0 && (
              <SelectItem value={EMPTY} disabled>
                {t('simulator.noServices')}
              </SelectItem>
            )}
            {services?.map((service) => (
              <SelectItem key={service.id} value={service.id}>
                {service.icon && !service.icon.startsWith('data:') && !service.icon.startsWith('http') ? `${service.icon} ` : ''}
                {service.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="simulator-country">{t('simulator.country')}</Label>
        <Select value={props.countryId ?? ''} onValueChange={props.onCountryChange}>
          <SelectTrigger id="simulator-country" aria-label={t('simulator.country')}>
            <SelectValue placeholder={t('simulator.selectCountry')} />
          </SelectTrigger>
          <SelectContent>
            {!countries && (
              <SelectItem value={LOADING} disabled>
                {t('simulator.loadingItem')}
              </SelectItem>
            )}
            {countries?.length === 0 && (
              <SelectItem value={EMPTY} disabled>
                {t('simulator.noCountries')}
              </SelectItem>
            )}
            {countries?.map((country) => (
              <SelectItem key={country.id} value={country.id}>
                {`${flagEmoji(country.code)} ${country.name}`.trim()}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
