import { advancedInputs } from './advanced-inputs';
import { belowFoldEnglish } from './below-fold';
import { firstLoadEnglish } from './first-load';
import { laterEnglish } from './later-groups';
import { shareLinks } from './share-links';

const { simulator } = firstLoadEnglish;

/** The English catalogue: the source of truth every other language is typed against. */
export const en = {
  ...firstLoadEnglish,
  ...belowFoldEnglish,
  ...laterEnglish,
  shareLinks,
  simulator: { ...simulator, advanced: { ...simulator.advanced, ...advancedInputs } },
} as const;
export type EnglishCatalogue = typeof en;
