// Diverging colour scale for the profit map, centred on 0 so equal dollars get equal intensity on both sides.
// The light ends are tinted (not white) so the sign of every cell reads at a glance, even near break-even.

type Rgb = readonly [number, number, number];

const NEUTRAL: Rgb = [241, 245, 249]; // slate-100: exactly break-even
const LOSS_LIGHT: Rgb = [254, 226, 226]; // red-100
const LOSS_DARK: Rgb = [185, 28, 28]; // red-700
const PROFIT_LIGHT: Rgb = [220, 252, 231]; // green-100
const PROFIT_DARK: Rgb = [21, 128, 61]; // green-700

/** Largest absolute profit of the grid: both halves of the scale share it, so 0 is always the centre. */
export function colourExtent(minProfit: number, maxProfit: number): number {
  const extent = Math.max(Math.abs(minProfit), Math.abs(maxProfit));
  return Number.isFinite(extent) ? extent : 0;
}

/** CSS colour of a profit in dollars on a scale reaching full intensity at ±extent. */
export function heatColour(profit: number, extent: number): string {
  if (!Number.isFinite(profit) || profit === 0 || !(extent > 0)) return toCss(NEUTRAL);
  const share = Math.min(1, Math.abs(profit) / extent);
  return profit < 0 ? toCss(mix(LOSS_LIGHT, LOSS_DARK, share)) : toCss(mix(PROFIT_LIGHT, PROFIT_DARK, share));
}

export interface LegendStop {
  /** Percent of the legend's length, from the lowest profit (0) to the highest (100). */
  at: number;
  colour: string;
}

/**
 * The legend's colour bar over the grid's true range, lowest profit to highest, in the map's own
 * colours: a map that only makes money shows only greens, and $0 sits where it falls, not in the middle.
 */
export function legendStops(minProfit: number, maxProfit: number): LegendStop[] {
  const extent = colourExtent(minProfit, maxProfit);
  if (!(maxProfit > minProfit)) return [{ at: 0, colour: heatColour(minProfit, extent) }, { at: 100, colour: heatColour(maxProfit, extent) }];
  const zero = zeroPosition(minProfit, maxProfit);
  const ends = { low: { at: 0, colour: heatColour(minProfit, extent) }, high: { at: 100, colour: heatColour(maxProfit, extent) } };
  if (zero === null) return [ends.low, ends.high];
  // A sliver of neutral at $0 between the lightest loss and the lightest profit, as in the map.
  return [
    ends.low,
    { at: Math.max(0, zero - 0.5), colour: toCss(LOSS_LIGHT) },
    { at: zero, colour: toCss(NEUTRAL) },
    { at: Math.min(100, zero + 0.5), colour: toCss(PROFIT_LIGHT) },
    ends.high,
  ];
}

/** Where $0 falls along the legend (percent from the lowest profit), or null when every cell is on one side of it. */
export function zeroPosition(minProfit: number, maxProfit: number): number | null {
  if (!(minProfit < 0 && maxProfit > 0)) return null;
  return (-minProfit / (maxProfit - minProfit)) * 100;
}

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * share)) as unknown as Rgb;
}

function toCss([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}
