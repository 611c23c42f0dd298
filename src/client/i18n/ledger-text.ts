import type { PageText } from './index';

/** The ledger's strings in each language, each its own chunk, loaded with the ledger's pages only. */
export const LEDGER_TEXT: PageText = {
  en: () => import('./en/ledger').then((module) => ({ ledger: module.ledger })),
  ar: () => import('./ar/ledger').then((module) => ({ ledger: module.ledger })),
  fr: () => import('./fr/ledger').then((module) => ({ ledger: module.ledger })),
};
