import type { Catalogue } from '../catalogue';
import type { manage as en } from '../en/manage';

export const manage: Catalogue<typeof en> = {};
