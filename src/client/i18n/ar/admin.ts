import type { Catalogue } from '../catalogue';
import type { admin as en } from '../en/admin';

export const admin: Catalogue<typeof en> = {};
