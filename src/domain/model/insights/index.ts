export * from './break-even';
export * from './per-order';
export * from './sensitivity';
export * from './comparison';
export { lineIn, profitLine, type Line, type LinearInputKey } from '../linear-profit';
export * from './reasons';
export * from './money-flow';
