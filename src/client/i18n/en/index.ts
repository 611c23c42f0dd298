import { admin } from './admin';
import { auth } from './auth';
import { checks } from './checks';
import { common } from './common';
import { errors } from './errors';
import { history } from './history';
import { insights } from './insights';
import { manage } from './manage';
import { passwords } from './passwords';
import { simulator } from './simulator';

/** The English catalogue: the source of truth every other language is typed against. */
export const en = { common, errors, simulator, insights, auth, history, manage, admin, passwords, checks } as const;
export type EnglishCatalogue = typeof en;
