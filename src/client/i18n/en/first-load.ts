import { common } from './common';
import { connection } from './connection';
import { guestDraft } from './guest-draft';
import { errors } from './errors';
import type { goals } from './goals';
import { historySave } from './history-save';
import type { insights } from './insights';
import { plans } from './plans';
import { simulator } from './simulator';

// The English the home page shows before anything below the fold loads: header, simulator, save box.
// Insights and goals arrive with their own lazy chunks (below-fold.ts), management and sign-in pages with
// theirs (later-groups.ts), all merged into the catalogue before they render (home budget; docs/product.md#performance-budgets).

/** The two waiting lines shown while the below-the-fold chunks load; typed against their groups so they cannot drift. */
const belowFoldLoading: { insights: Pick<typeof insights, 'loading'>; goals: Pick<typeof goals, 'loading'> } = {
  insights: { loading: 'Loading insights...' },
  goals: { loading: 'Loading the goal panel…' },
};

export const firstLoadEnglish = { common, connection, guestDraft, errors, simulator, history: { save: historySave }, plans, ...belowFoldLoading };
