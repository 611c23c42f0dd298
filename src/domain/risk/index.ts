export { DEFAULT_DRAWS, DEFAULT_SEED, profitRange, type Percentiles, type ProfitRange } from './profit-range';
export { breakEvenVerdict, ordersNeeded, wilsonInterval, type BreakEvenVerdict, type RateInterval } from './rate-evidence';
export {
  distributionOf,
  uncertainInputsSchema,
  uncertaintySchema,
  type UncertainInputs,
  type UncertainKey,
  type Uncertainty,
} from './uncertain-inputs';
