import type { Catalogue } from '../catalogue';
import type { EnglishCatalogue } from '../en';
import { actuals } from './actuals';
import { admin } from './admin';
import { auth } from './auth';
import { checks } from './checks';
import { common } from './common';
import { compare } from './compare';
import { currencies } from './currencies';
import { errors } from './errors';
import { goals } from './goals';
import { history } from './history';
import { insights } from './insights';
import { manage } from './manage';
import { passwords } from './passwords';
import { plans } from './plans';
import { simulator } from './simulator';

/** The Arabic catalogue, typed against the English one so a missing string fails the typecheck. */
export const ar: Catalogue<EnglishCatalogue> = { actuals, common, errors, simulator, insights, goals, auth, history, manage, admin, passwords, plans, checks, compare, currencies };
