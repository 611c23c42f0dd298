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

/** Stops of the legend's gradient, from the largest loss to the largest profit. */
export const LEGEND_STOPS = [
  `${toCss(LOSS_DARK)} 0%`,
  `${toCss(LOSS_LIGHT)} 49.5%`,
  `${toCss(NEUTRAL)} 50%`,
  `${toCss(PROFIT_LIGHT)} 50.5%`,
  `${toCss(PROFIT_DARK)} 100%`,
].join(', ');

function mix(from: Rgb, to: Rgb, share: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * share)) as unknown as Rgb;
}

function toCss([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}
