export * from './break-even';
export * from './per-order';
export * from './sensitivity';
export * from './comparison';
export * from './local-currency';
export { profitTerms, type ProfitTerms } from './linear-profit';
