import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of one line that is drawn in one go; runs are listed in visual order, left to right. */
export interface VisualRun {
  /** The run's characters in logical order, brackets mirrored when right-to-left (rule L4). */
  text: string;
  rtl: boolean;
}

/**
 * Splits one line into directional runs in visual (left-to-right) order with the Unicode
 * bidirectional algorithm, so mixed Arabic, Latin and numbers read correctly in a PDF.
 * `direction` is the paragraph direction; omitted, it follows the first strong character.
 */
export function visualRuns(line: string, direction?: 'ltr' | 'rtl'): VisualRun[] {
  if (!line) return [];
  const levels = bidi.getEmbeddingLevels(line, direction);
  // Unlike the other calls, this one takes the levels array itself, not the result object.
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Visual position → logical index. Each segment (rule L2 of UAX #9) is a range of current positions.
  const order = [...Array(line.length).keys()];
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: VisualRun[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const rtl = (levels.levels[group[0]!]! & 1) === 1;
    // A right-to-left run goes back to logical order: the font's shaper joins Arabic letters and lays them out.
    const logical = rtl ? [...group].reverse() : group;
    runs.push({ rtl, text: logical.map((i) => mirrored.get(i) ?? line[i]).join('') });
    group = [];
  };
  for (const index of order) {
    const previous = group[group.length - 1];
    const rtl = (levels.levels[index]! & 1) === 1;
    const continues =
      previous !== undefined &&
      rtl === ((levels.levels[previous]! & 1) === 1) &&
      index === previous + (rtl ? -1 : 1);
    if (!continues) flush();
    group.push(index);
  }
  flush();
  return runs;
}

