import { actuals } from './actuals';
import { admin } from './admin';
import { auth } from './auth';
import { checks } from './checks';
import { compare } from './compare';
import { currencies } from './currencies';
import { history } from './history';
import { manage } from './manage';
import { passwords } from './passwords';
import { shareLinks } from './share-links';
import { warnings } from './warnings';

/** Groups only the sign-in, History, compare, actuals, management, admin and password pages read; see first-load.ts. */
export const laterArabic = { actuals, auth, history, manage, admin, passwords, checks, compare, currencies, shareLinks, warnings };
