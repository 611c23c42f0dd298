export * from './advanced-costs';
export * from './money-inputs';
export * from './month';
export * from './cash';
export * from './goals';
export * from './delivery-rates';
export * from './waterfall';
