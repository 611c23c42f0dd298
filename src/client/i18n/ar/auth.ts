import type { Catalogue } from '../catalogue';
import type { auth as en } from '../en/auth';

export const auth: Catalogue<typeof en> = {};
