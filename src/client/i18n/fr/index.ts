import type { Catalogue } from '../catalogue';
import type { CoreCatalogue } from '../en';
import { belowFoldFrench } from './below-fold';
import { firstLoadFrench } from './first-load';
import { laterFrench } from './later-groups';

/**
 * The French catalogue (Maghreb sellers), typed against the English one so a missing string fails the typecheck. The
 * app loads it in the same parts (first-load.ts, below-fold.ts, later-groups.ts): a new group goes into one of them.
 */
export const fr: Catalogue<CoreCatalogue> = { ...firstLoadFrench, ...belowFoldFrench, ...laterFrench };
