import { formatCount, formatMoney, formatPercent, type Language } from '../format';
import { breakEvenAdsCostPerLead } from '../model/insights/break-even';
import type { Simulation } from '../schemas';
import { shownCountryName, shownServiceName } from '../sample-names';

/** The words of a summary, in the owner's language (the client's catalogue gives them). */
export interface ShareSummaryWords {
  leads: string;
  adsCost: string;
  productCost: string;
  averageAOV: string;
  confirmedRate: string;
  deliveredRate: string;
  profit: string;
  roi: string;
  breakEvenCpl: string;
  /** Said instead of a break-even CPL when even free ads lose money. */
  noBreakEven: string;
  /** Said when any CPL is profitable (no leads, say). */
  anyCpl: string;
}

/**
 * A short plain-text summary of a plan to paste into WhatsApp or Telegram: name, market,
 * inputs, profit, ROI and break-even CPL, one fact a line, the link last so the app makes it tappable.
 */
export function shareSummary(simulation: Simulation, words: ShareSummaryWords, language: Language, link: string): string {
  const breakEven = breakEvenAdsCostPerLead(simulation);
  const cpl =
    breakEven.kind === 'value' ? formatMoney(breakEven.value, language) : breakEven.kind === 'always' ? words.anyCpl : words.noBreakEven;
  return [
    `${simulation.name} (${shownServiceName(simulation.serviceName, language)} · ${shownCountryName(simulation.countryCode, simulation.countryName, language)})`,
    `${words.leads}: ${formatCount(simulation.totalLeads, language)}`,
    `${words.adsCost}: ${formatMoney(simulation.adsCost, language)}`,
    `${words.productCost}: ${formatMoney(simulation.productCost, language)}`,
    `${words.averageAOV}: ${formatMoney(simulation.averageAOV, language)}`,
    `${words.confirmedRate}: ${formatPercent(simulation.confirmedRate, language)}`,
    `${words.deliveredRate}: ${formatPercent(simulation.deliveredRate, language)}`,
    `${words.profit}: ${formatMoney(simulation.profit, language)}`,
    `${words.roi}: ${formatPercent(simulation.roi, language)}`,
    `${words.breakEvenCpl}: ${cpl}`,
    link,
  ].join('\n');
}
