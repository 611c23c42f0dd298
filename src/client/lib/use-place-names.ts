import { countryName, currencyName, placeNameText } from '@domain/place-names';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language';

/**
 * Country and currency names in the reader's language (Intl.DisplayNames by ISO code), the seller's own
 * name beside when it says something else: "المغرب · Maroc", "ريال سعودي (SAR)".
 */
export function usePlaceNames() {
  const language = useLanguage();
  return useMemo(
    () => ({
      country: (code: string | null | undefined, name: string) => placeNameText(countryName(code, name, language)),
      currency: (label: string, code: string | null | undefined) => placeNameText(currencyName(label, language, code)),
    }),
    [language],
  );
}
