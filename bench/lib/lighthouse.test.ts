import { describe, expect, it } from 'vitest';
import { bestOf, formatLoad, meetsLighthouseGoals, type LighthouseScores } from './lighthouse';

const run = (lcpMs: number, ttiMs: number, performance: number, loadAverage = 0.5): LighthouseScores => ({
  language: 'ar',
  performance,
  accessibility: 100,
  bestPractices: 100,
  failedAudits: [],
  metrics: { fcpMs: lcpMs - 200, lcpMs, ttiMs, tbtMs: 100, cls: 0, speedIndexMs: lcpMs },
  runs: 1,
  loadAverages: [loadAverage],
});

describe('the best of several Lighthouse runs', () => {
  it('takes each figure at its best: the lowest LCP and time to interactive, the highest score', () => {
    const best = bestOf([run(1300, 3000, 90), run(1100, 4200, 95), run(1250, 3600, 99)]);
    expect(best.metrics.lcpMs).toBe(1100);
    expect(best.metrics.ttiMs).toBe(3000);
    expect(best.performance).toBe(99);
    expect(best.runs).toBe(3);
  });

  it('keeps the load average each run started at, and says when the machine was busy', () => {
    const best = bestOf([run(1300, 3000, 90, 0.3), run(Number.NaN, Number.NaN, 0, 4.25), run(1250, 3600, 99, 0.6)]);
    expect(best.loadAverages).toEqual([0.3, 4.25, 0.6]);
    expect(formatLoad(best.loadAverages)).toMatch(/^load average 0\.3–4\.3 on \d+ cores \(busy: not the idle machine of the goals\)$/);
    expect(formatLoad([0.3, 0.6])).toMatch(/^load average 0\.3–0\.6 on \d+ cores$/);
  });

  it('leaves out a run that measured nothing, unless every run did', () => {
    const failed = run(Number.NaN, Number.NaN, 0);
    expect(bestOf([failed, run(1150, 3400, 98)]).metrics).toMatchObject({ lcpMs: 1150, ttiMs: 3400 });
    expect(bestOf([failed, run(1150, 3400, 98)]).runs).toBe(1);
    expect(bestOf([failed]).metrics.lcpMs).toBeNaN();
  });

  it('meets the goals only with LCP within 1.2 s and time to interactive within 3.5 s', () => {
    expect(meetsLighthouseGoals(run(1200, 3500, 98))).toBe(true);
    expect(meetsLighthouseGoals(run(1201, 3500, 98))).toBe(false);
    expect(meetsLighthouseGoals(run(1200, 3501, 98))).toBe(false);
  });
});
