import type { Catalogue } from '../catalogue';
import type { history as en } from '../en/history';

export const history: Catalogue<typeof en> = {};
