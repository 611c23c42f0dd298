/**
 * The q-quantile (0 ≤ q ≤ 1) of values already sorted ascending, interpolating linearly between the two nearest
 * ranks (the usual "type 7" definition, as spreadsheets' PERCENTILE). NaN for an empty list.
 */
export function sortedQuantile(sorted: Float64Array, q: number): number {
  const count = sorted.length;
  if (count === 0) return Number.NaN;
  const position = (count - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(count - 1, below + 1);
  const weight = position - below;
  const low = sorted[below]!;
  return low + (sorted[above]! - low) * weight;
}
