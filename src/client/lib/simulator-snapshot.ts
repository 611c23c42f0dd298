import type { EnteredCurrencies, SimulatorCurrencyKey } from '@domain/model/money-inputs';
import type { Country, Service } from '@domain/entities';
import type { FeeSource, FeeValues } from '@domain/fees';
import type { FieldReading } from '@domain/number-field';
import type { PlanInputs } from '@domain/plans/plan-inputs';
import type { UncertainInputs } from '@domain/risk/uncertain-inputs';
import type { Scenario } from '@domain/scenarios';
import type { SimulationInput, SimulationResult } from '@domain/model/simulate';

/**
 * What the simulator screen hands to the features composed around it (save actions, insights):
 * the current selection, the inputs as numbers and the lead-view results. Features never recompute
 * the simulator's state themselves.
 */
/** Where the fees shown come from: a fee structure, the built-in ones, or the plan that was opened. */
export type ShownFeeSource = FeeSource | 'saved-plan';

export interface SimulatorSnapshot {
  services: Service[];
  countries: Country[];
  service: Service | undefined;
  country: Country | undefined;
  /** The eight fees in dollars (a fee typed in local units converted at the rate). */
  fees: FeeValues;
  feeSource: ShownFeeSource;
  /** Inputs of the lead view: Total Leads as typed (never the one-order base). */
  input: SimulationInput;
  /** Every amount that may be typed in either currency, as typed, in the currency it was entered in (a save stores them so). */
  entered: Pick<SimulationInput, SimulatorCurrencyKey>;
  /** Which amounts are in the country's currency, and the rate (`input` holds them in dollars). */
  currencies: EnteredCurrencies;
  /** Results of the lead view (what a saved simulation stores). */
  result: SimulationResult;
  /**
   * False while a simulator field cannot be read (decision 0014): `input` and `result` then hold each
   * field's last readable value, which the screen does not show, so nothing may be saved or judged on them.
   */
  inputsReadable: boolean;
  scenario: Scenario | undefined;
  /** The saved (or shared) plan the screen was opened from, if any: "Save" then offers update or copy. */
  plan?: PlanInputs;
  /**
   * The target margin, in percent of revenue: one value, typed in the goal panel or the break-even card, each
   * showing what the other set.
   */
  targetMargin: { text: string; reading: FieldReading; onChange(text: string): void };
  /** The inputs the seller is unsure of (the profit range's counts and ranges); a save keeps them. */
  uncertainty?: UncertainInputs;
  /** Switches the simulator to another country and service (comparison rows). */
  selectMarket(countryId: string, serviceId: string | null): void;
}
