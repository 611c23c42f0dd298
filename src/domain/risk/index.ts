export { DEFAULT_DRAWS, DEFAULT_SEED, HISTOGRAM_BINS, profitRange, type Histogram, type Percentiles, type ProfitRange } from './profit-range';
export {
  breakEvenVerdict,
  ordersNeeded,
  rateEvidence,
  wilsonInterval,
  type BreakEvenVerdict,
  type RateEvidence,
  type RateInterval,
} from './rate-evidence';
export { distributionOf, type ScaledBeta } from './distribution';
export {
  uncertainInputsSchema,
  uncertaintySchema,
  type UncertainInputs,
  type UncertainKey,
  type Uncertainty,
} from './uncertain-inputs';
