import type { ProfitRange } from '@domain/risk/profit-range';
import type { UncertainInputs } from '@domain/risk/uncertain-inputs';
import type { SimulationInput } from '@domain/model/simulate';

/** What the page asks the profit-range worker. */
export interface RangeRequest {
  id: number;
  input: SimulationInput;
  uncertain: UncertainInputs;
}

/** What the worker answers, tagged with the request it answers. */
export interface RangeResponse {
  id: number;
  range: ProfitRange;
}
