import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { history } from './history';
import { insights } from './insights';
import { plans } from './plans';
import { simulator } from './simulator';

/**
 * The English groups the home page can show (header, simulator, insights, save box, sign-in), shipped with
 * the first load. The rest (later-groups.ts) comes with the first other page (DESIGN §7 home budget).
 */
export const firstLoadEnglish = { common, errors, simulator, insights, auth, history, plans };
