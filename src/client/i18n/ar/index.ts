import type { Catalogue } from '../catalogue';
import type { CoreCatalogue } from '../en';
import { belowFoldArabic } from './below-fold';
import { firstLoadArabic } from './first-load';
import { laterArabic } from './later-groups';

/**
 * The Arabic catalogue, typed against the English one so a missing string fails the typecheck. The app loads it in
 * the same parts (first-load.ts, below-fold.ts, later-groups.ts): a new group goes into one of them.
 */
export const ar: Catalogue<CoreCatalogue> = { ...firstLoadArabic, ...belowFoldArabic, ...laterArabic };
