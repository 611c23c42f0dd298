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

/**
 * Moves the k-th smallest of values[left..right] to index k, smaller-or-equal ones before it and greater-or-equal
 * ones after it (Hoare's selection with a middle pivot), in place.
 */
function selectInPlace(values: Float64Array, k: number, left: number, right: number): void {
  while (right > left) {
    const pivot = values[(left + right) >>> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/**
 * The same quantiles as `sortedQuantile` of the sorted values, for ascending `qs`, without sorting: each needs only
 * the two order statistics around its position, found by selection (reorders `values`; finite values only).
 */
export function quantilesInPlace(values: Float64Array, qs: readonly number[]): number[] {
  const count = values.length;
  if (count === 0) return qs.map(() => Number.NaN);
  const answers: number[] = [];
  let left = 0;
  for (const q of qs) {
    const position = (count - 1) * q;
    const below = Math.floor(position);
    const weight = position - below;
    selectInPlace(values, below, left, count - 1);
    const low = values[below]!;
    // Everything after `below` is at least `low`: the next order statistic is the least of them.
    let next = low;
    if (below + 1 < count) {
      next = values[below + 1]!;
      for (let index = below + 2; index < count; index++) if (values[index]! < next) next = values[index]!;
    }
    answers.push(low + (next - low) * weight);
    left = below;
  }
  return answers;
}
