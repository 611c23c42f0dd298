import type { SimulationInput } from '../simulate';
import { canJudgeBreakEven } from './break-even';
import type { OrderEconomics } from './per-order';
import type { SensitivityGrid } from './sensitivity';

/**
 * Why an insight's figure cannot be computed. The screens show "—" beside the reason in words (never 0,
 * never NaN); each code is worded in every language by the client (`insights.unavailable.<code>`).
 */
export type UnavailableReason =
  /** No leads and no confirmed orders: every figure would be 0 whatever the prices. */
  | 'no-leads'
  /** The target margin typed on the card cannot be read. */
  | 'margin-unreadable'
  /** 0 % confirmation: no order is confirmed, so none is delivered to divide by. */
  | 'nothing-confirmed'
  /** 0 % delivery: no order is delivered to divide by. */
  | 'nothing-delivered'
  /** Ads cost 0: a return on ad spend divides by nothing. */
  | 'no-ad-spend'
  /** Ads and product cost 0: a return on investment divides by nothing. */
  | 'no-investment'
  /** Even free ads lose money, so no ads cost per lead breaks even. */
  | 'loses-with-free-ads'
  /** The figures are beyond what a number can hold. */
  | 'too-large';

/** The break-evens of the break-even card (CPL, rates, order value) all need something to judge. */
export function breakEvenReason(input: SimulationInput): Extract<UnavailableReason, 'no-leads'> | null {
  return canJudgeBreakEven(input) ? null : 'no-leads';
}

/** The target CPL needs a readable margin (`null` when the field cannot be read) besides leads. */
export function targetCplReason(input: SimulationInput, marginPercent: number | null): Extract<UnavailableReason, 'no-leads' | 'margin-unreadable'> | null {
  if (marginPercent === null) return 'margin-unreadable';
  return breakEvenReason(input);
}

/** Why there are no per-delivered-order figures (the one-order view's 100-lead base: leads never lack). */
export function perOrderReason(
  input: SimulationInput,
  economics: OrderEconomics,
): Extract<UnavailableReason, 'nothing-confirmed' | 'nothing-delivered' | 'too-large'> | null {
  if (economics.perDeliveredOrder) return null;
  if (!(input.confirmedRate > 0)) return 'nothing-confirmed';
  if (!(input.deliveredRate > 0)) return 'nothing-delivered';
  return 'too-large';
}

/** Why a ROAS (delivered or naive) is missing: no ad spend, or a ratio beyond a number. */
export function roasReason(input: SimulationInput, roas: number | null): Extract<UnavailableReason, 'no-ad-spend' | 'too-large'> | null {
  if (roas !== null) return null;
  return input.adsCost > 0 && Number.isFinite(input.adsCost) ? 'too-large' : 'no-ad-spend';
}

/** Why a market's ROI is missing: ROI divides by ads and product cost, which can be 0. */
export function roiReason(investment: number): Extract<UnavailableReason, 'no-investment' | 'too-large'> | null {
  if (investment === 0) return 'no-investment';
  return Number.isFinite(investment) ? null : 'too-large';
}

/** Why a break-even CPL (a market's, or a heat-map row's) is missing. */
export function breakEvenCplReason(
  input: Pick<SimulationInput, 'totalLeads'>,
  breakEvenCpl: number | null,
): Extract<UnavailableReason, 'no-leads' | 'loses-with-free-ads'> | null {
  if (breakEvenCpl !== null) return null;
  // Ads are paid per lead: without leads the CPL moves nothing, with leads only a loss at free ads leaves no CPL.
  return input.totalLeads > 0 ? 'loses-with-free-ads' : 'no-leads';
}

/** Why the heat map draws no break-even line: no row of the map has a break-even CPL. */
export function heatMapLineReason(input: SimulationInput, grid: SensitivityGrid): Extract<UnavailableReason, 'no-leads' | 'loses-with-free-ads'> | null {
  if (grid.breakEvenAdsCosts.some((cpl) => cpl !== null)) return null;
  return breakEvenCplReason(input, null);
}
