import type { Catalogue } from '../catalogue';
import type { goals as englishGoals } from '../en/goals';
import type { insights as englishInsights } from '../en/insights';
import { common } from './common';
import { connection } from './connection';
import { guestDraft } from './guest-draft';
import { errors } from './errors';
import { historySave } from './history-save';
import { plans } from './plans';
import { simulator } from './simulator';

// What the home page shows before anything below the fold loads, as in en/first-load.ts: the rest arrives with the
// lazy chunks that need it (below-fold.ts, later-groups.ts), merged into the catalogue before they render.

/** The two waiting lines shown while the below-the-fold chunks load; typed against the English groups. */
const belowFoldLoading: { insights: Pick<Catalogue<typeof englishInsights>, 'loading'>; goals: Pick<Catalogue<typeof englishGoals>, 'loading'> } = {
  insights: { loading: 'Chargement de l’analyse...' },
  goals: { loading: 'Chargement du panneau d’objectif…' },
};

export const firstLoadFrench = { common, connection, guestDraft, errors, simulator, history: { save: historySave }, plans, ...belowFoldLoading };
