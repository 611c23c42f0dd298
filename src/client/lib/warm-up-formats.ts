import { formatCount, formatMoney, formatNumber, formatPercent, type Language } from '@domain/format';
import { countryName } from '@domain/place-names';

/**
 * The browser loads its number and region-name data on first use: the first money figure costs a slow phone a long
 * task of its own, and the first country name another. Done inside the hydration of the home page, each lengthens one
 * of its slices into a task that blocks input; done before it, one step per task, each stays short and the
 * hydration that follows finds the formatters cached (format.ts, place-names.ts).
 */
export const FORMAT_WARM_UPS: ((language: Language) => unknown)[] = [
  (language) => formatMoney(0, language),
  (language) => [formatPercent(0, language), formatCount(0, language), formatNumber(0, language)],
  // Any standard region: a country's name is compared with its names in every language of the app.
  (language) => countryName('SA', '', language),
];
