import { announcement } from './announcement';
import { goals } from './goals';
import { insights } from './insights';
import { risk } from './risk';

/** Groups of the home page's below-the-fold panels; see first-load.ts. */
export const belowFoldFrench = { insights, goals, risk, announcement };
