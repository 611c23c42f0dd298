import { admin } from './admin';
import { checks } from './checks';
import { manage } from './manage';
import { passwords } from './passwords';

/** English groups only the management, admin and password pages read; see first-load.ts. */
export const laterEnglish = { manage, admin, passwords, checks };
