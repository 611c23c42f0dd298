import { advancedInputs } from './advanced-inputs';
import { belowFoldEnglish } from './below-fold';
import { firstLoadEnglish } from './first-load';
import { laterEnglish } from './later-groups';
import { ledger } from './ledger';
import { remittances } from './remittances';

const { simulator } = firstLoadEnglish;

/** The English catalogue: the source of truth every other language is typed against. */
export const en = {
  ...firstLoadEnglish,
  ...belowFoldEnglish,
  ...laterEnglish,
  ledger,
  remittances,
  simulator: { ...simulator, advanced: { ...simulator.advanced, ...advancedInputs } },
} as const;
export type EnglishCatalogue = typeof en;

/**
 * The groups each language's catalogue file holds whole. The ledger's and the remittances' strings are files of
 * their own in every language (i18n/ledger-text.ts, i18n/remittance-text.ts), loaded with their pages: no Arabic or
 * French home page downloads them.
 */
export type CoreCatalogue = Omit<EnglishCatalogue, 'ledger' | 'remittances'>;
