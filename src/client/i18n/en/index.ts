import { belowFoldEnglish } from './below-fold';
import { firstLoadEnglish } from './first-load';
import { laterEnglish } from './later-groups';

/** The English catalogue: the source of truth every other language is typed against. */
export const en = { ...firstLoadEnglish, ...belowFoldEnglish, ...laterEnglish } as const;
export type EnglishCatalogue = typeof en;
