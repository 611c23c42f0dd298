import type { Catalogue } from '../catalogue';
import type { insights as en } from '../en/insights';

export const insights: Catalogue<typeof en> = {};
