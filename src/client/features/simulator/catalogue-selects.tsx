import { useTranslation } from 'react-i18next';
import { flagEmoji, type Country, type Service } from '@domain/entities';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';

interface CatalogueSelectsProps {
  services: Service[] | undefined;
  countries: Country[] | undefined;
  serviceId: string | undefined;
  countryId: string | undefined;
  onServiceChange(id: string): void;
  onCountryChange(id: string): void;
}

/** A service's emoji or text icon before its name; images cannot sit inside an option. */
function serviceLabel(service: Service): string {
  const textIcon = service.icon && !service.icon.startsWith('data:') && !/^https?:/.test(service.icon) ? service.icon : '';
  return `${textIcon} ${service.name}`.trim();
}

/** Service and country selectors with the loading and empty items of SPEC §2. */
export function CatalogueSelects(props: CatalogueSelectsProps) {
  const { t } = useTranslation();
  const { services, countries } = props;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="simulator-service">{t('simulator.service')}</Label>
        <NativeSelect
          id="simulator-service"
          value={props.serviceId ?? ''}
          aria-busy={!services}
          onChange={(event) => props.onServiceChange(event.target.value)}
        >
          <option value="" disabled>
            {t('simulator.selectService')}
          </option>
          {!services && <option disabled>{t('simulator.loadingItem')}</option>}
          {services?.length === 0 && <option disabled>{t('simulator.noServices')}</option>}
          {services?.map((service) => (
            <option key={service.id} value={service.id}>
              {serviceLabel(service)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="simulator-country">{t('simulator.country')}</Label>
        <NativeSelect
          id="simulator-country"
          value={props.countryId ?? ''}
          aria-busy={!countries}
          onChange={(event) => props.onCountryChange(event.target.value)}
        >
          <option value="" disabled>
            {t('simulator.selectCountry')}
          </option>
          {!countries && <option disabled>{t('simulator.loadingItem')}</option>}
          {countries?.length === 0 && <option disabled>{t('simulator.noCountries')}</option>}
          {countries?.map((country) => (
            <option key={country.id} value={country.id}>
              {`${flagEmoji(country.code)} ${country.name}`.trim()}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
