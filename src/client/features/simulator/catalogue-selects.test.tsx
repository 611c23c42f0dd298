import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Country, Service } from '@domain/entities';
import type { Language } from '@domain/format';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { COUNTRY_MOROCCO, renderInApp, SERVICE_PARTNER } from '../../test-support/render';
import { CatalogueSelects, type CatalogueList } from './catalogue-selects';

// The simulator's two selects name the sample catalogue in the page's language and a seller's own rows as typed
// (docs/product.md#names-in-the-readers-language); each option's value is the row's id whatever it shows.

const SAMPLE_SERVICE: Service = { ...SERVICE_PARTNER, id: 'sample-partner', name: 'Sample COD Partner', icon: '📦' };
const OWN_SERVICE: Service = { ...SERVICE_PARTNER, id: 'own-service', name: 'Atlas Livraison', icon: '', isDefault: false };
const SAMPLE_MOROCCO: Country = { ...COUNTRY_MOROCCO, id: 'sample-ma', name: 'Morocco (sample)' };
const OWN_SAUDI: Country = { ...COUNTRY_MOROCCO, id: 'own-sa', name: 'KSA', code: 'SA', isDefault: false };
const OWN_NO_CODE: Country = { ...COUNTRY_MOROCCO, id: 'own-none', name: 'Closedland', code: null, isDefault: false };

const list = <T,>(data: T[]): CatalogueList<T> => ({ data, failed: false, retry: () => undefined });

/** What each page shows, written by hand (the flags are the regional indicator pairs of MA and SA). */
const SHOWN = {
  en: {
    t: en.simulator,
    services: ['📦 Sample COD Partner', 'Atlas Livraison'],
    countries: ['🇲🇦 Morocco (sample)', '🇸🇦 Saudi Arabia · KSA', 'Closedland'],
  },
  ar: {
    t: ar.simulator,
    services: ['📦 شريك الدفع عند الاستلام (نموذج)', 'Atlas Livraison'],
    countries: ['🇲🇦 المغرب (نموذج)', '🇸🇦 المملكة العربية السعودية · KSA', 'Closedland'],
  },
  fr: {
    t: fr.simulator,
    services: ['📦 Partenaire COD (exemple)', 'Atlas Livraison'],
    countries: ['🇲🇦 Maroc (exemple)', '🇸🇦 Arabie saoudite · KSA', 'Closedland'],
  },
} as const;

function renderSelects(language: Language, chosen: { serviceId?: string; countryId?: string } = {}) {
  const onServiceChange = vi.fn();
  const onCountryChange = vi.fn();
  renderInApp(
    <CatalogueSelects
      services={list([SAMPLE_SERVICE, OWN_SERVICE])}
      countries={list([SAMPLE_MOROCCO, OWN_SAUDI, OWN_NO_CODE])}
      serviceId={chosen.serviceId}
      countryId={chosen.countryId}
      onServiceChange={onServiceChange}
      onCountryChange={onCountryChange}
    />,
    { language },
  );
  return { onServiceChange, onCountryChange };
}

const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const optionValues = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.getAttribute('value'));

describe('CatalogueSelects', () => {
  for (const language of ['en', 'ar', 'fr'] as const) {
    const { t, services, countries } = SHOWN[language];

    it(`names the selects and the sample catalogue in ${language}, a seller's own rows as typed, each option valued by id`, () => {
      renderSelects(language);
      const serviceSelect = screen.getByRole('combobox', { name: t.service });
      const countrySelect = screen.getByRole('combobox', { name: t.country });
      expect(optionTexts(serviceSelect)).toEqual([t.selectService, ...services]);
      expect(optionTexts(countrySelect)).toEqual([t.selectCountry, ...countries]);
      expect(optionValues(serviceSelect)).toEqual(['', 'sample-partner', 'own-service']);
      expect(optionValues(countrySelect)).toEqual(['', 'sample-ma', 'own-sa', 'own-none']);
    });
  }

  it('shows the chosen sample in the page’s language and hands back the id of the option chosen', () => {
    const { onServiceChange, onCountryChange } = renderSelects('ar', { serviceId: 'sample-partner', countryId: 'sample-ma' });
    const serviceSelect = screen.getByRole('combobox', { name: ar.simulator.service }) as HTMLSelectElement;
    const countrySelect = screen.getByRole('combobox', { name: ar.simulator.country }) as HTMLSelectElement;
    expect(serviceSelect.selectedOptions[0]?.textContent).toBe('📦 شريك الدفع عند الاستلام (نموذج)');
    expect(countrySelect.selectedOptions[0]?.textContent).toBe('🇲🇦 المغرب (نموذج)');
    fireEvent.change(serviceSelect, { target: { value: 'own-service' } });
    fireEvent.change(countrySelect, { target: { value: 'own-sa' } });
    expect(onServiceChange).toHaveBeenCalledWith('own-service');
    expect(onCountryChange).toHaveBeenCalledWith('own-sa');
  });
});
