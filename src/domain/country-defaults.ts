import type { Country } from './entities';

/** The country fields that give the simulator its defaults (decision 0028). */
export type CountryDefaultsRow = Pick<Country, 'id' | 'ownerId' | 'code' | 'currencyChange' | 'taxRate'>;

/** The tax rate and currency rate the simulator starts from for a chosen country, and whose they are. */
export interface CountryDefaults {
  /** Tax included in order values, in %. */
  taxRate: number;
  /** Local units per dollar. */
  currencyChange: number;
  /** 'own': the seller's own country (chosen, or overriding the chosen default); 'default': the administrator's. */
  source: 'own' | 'default';
  /** The row the figures come from. */
  countryId: string;
}

/**
 * The defaults for the chosen country among the rows the seller can pick (the fee precedence, as for
 * fees: the seller's own before the administrator's). A seller's own country stands for itself; a default
 * is overridden by the seller's own country of the same ISO code (codes are unique per owner, so there is at
 * most one); a default without a code, or with no own twin, keeps its own figures. `choosable` rows only:
 * an inactive own country overrides nothing.
 */
export function countryDefaults<T extends CountryDefaultsRow>(chosen: T, choosableRows: readonly T[]): CountryDefaults {
  const own = chosen.ownerId !== null ? chosen : chosen.code ? choosableRows.find((row) => row.ownerId !== null && row.code === chosen.code) : undefined;
  const from = own ?? chosen;
  return { taxRate: from.taxRate, currencyChange: from.currencyChange, source: own ? 'own' : 'default', countryId: from.id };
}
