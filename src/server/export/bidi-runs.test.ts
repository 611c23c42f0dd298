import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi-runs';

describe('visualRuns', () => {
  it.each<[string, string, 'ltr' | 'rtl' | undefined, { text: string; rtl: boolean }[]]>([
    ['plain English stays one left-to-right run', 'Total Leads', undefined, [{ text: 'Total Leads', rtl: false }]],
    ['plain Arabic stays one right-to-left run in logical order', 'تقرير المحاكاة', 'rtl', [{ text: 'تقرير المحاكاة', rtl: true }]],
    [
      'a number inside Arabic is its own run, left of the words before it',
      'توصيل 24 ساعة',
      'rtl',
      [
        { text: 'ساعة', rtl: true },
        { text: ' ', rtl: true },
        { text: '24', rtl: false },
        { text: ' ', rtl: true },
        { text: 'توصيل', rtl: true },
      ],
    ],
    [
      'an English name inside Arabic keeps its letters left to right',
      'الخدمة Express COD',
      'rtl',
      [
        { text: 'Express COD', rtl: false },
        { text: 'الخدمة ', rtl: true },
      ],
    ],
    ['brackets of a right-to-left run are mirrored', 'نسبة التأكيد (%)', 'rtl', [{ text: 'نسبة التأكيد )%(', rtl: true }]],
    ['an empty line has no run', '', 'rtl', []],
  ])('%s', (_name, line, direction, expected) => {
    const runs = visualRuns(line, direction);
    // Adjacent runs of the same direction may be merged or not; compare after merging them.
    const merged: { text: string; rtl: boolean }[] = [];
    for (const run of runs) {
      const last = merged[merged.length - 1];
      if (last && last.rtl === run.rtl && run.rtl) last.text = run.text + last.text;
      else if (last && last.rtl === run.rtl) last.text += run.text;
      else merged.push({ ...run });
    }
    const expectedMerged: { text: string; rtl: boolean }[] = [];
    for (const run of expected) {
      const last = expectedMerged[expectedMerged.length - 1];
      if (last && last.rtl === run.rtl && run.rtl) last.text = run.text + last.text;
      else if (last && last.rtl === run.rtl) last.text += run.text;
      else expectedMerged.push({ ...run });
    }
    expect(merged).toEqual(expectedMerged);
  });
});
