import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The trend chart's drawing, in a chunk of its own with uPlot (decision 0045). It imports nothing of the app:
// the figure hands it the series and the formatters, so the chunk adds no split to the home page's shared code.

export interface TrendSeries {
  label: string;
  color: string;
  /** 'money' against the start axis, 'rate' (fractions 0–1) against the end axis. */
  scale: 'money' | 'rate';
  dashed: boolean;
  values: (number | null)[];
}

export interface TrendPlot {
  /** Seconds since the epoch of each period's first day (UTC midnight). */
  periods: number[];
  series: TrendSeries[];
  rightToLeft: boolean;
  periodText(seconds: number): string;
  moneyText(major: number): string;
  rateText(fraction: number): string;
}

const HEIGHT = 260;
const DAY = 86_400;
/** Tick steps of whole days (a day, two, a week, …, a year): a period is at least a day, never an hour. */
const DAY_STEPS = [1, 2, 7, 14, 30, 91, 182, 365].map((days) => days * DAY);

/**
 * The time axis spans the periods. A single period gets a day either side: uPlot pads one point by "a day" in
 * milliseconds, which on this axis of seconds is a thousand days.
 */
function periodRange(periods: number[]): uPlot.Range.Function {
  const first = periods[0];
  return (_chart, min, max) => (periods.length === 1 && first !== undefined ? [first - DAY, first + DAY] : [min, max]);
}

/**
 * Draws profit against the start axis and rates against the end axis, by period, into `element`, sized to its
 * width; right to left, time runs from the right and the axes change sides. Returns the function that removes it.
 */
export function drawTrend(element: HTMLElement, plot: TrendPlot): () => void {
  const width = () => element.clientWidth || 320;
  const options: uPlot.Options = {
    width: width(),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true, dir: plot.rightToLeft ? -1 : 1, range: periodRange(plot.periods) }, money: {}, rate: { range: [0, 1] } },
    series: [
      {},
      ...plot.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: 2,
        scale: series.scale,
        dash: series.dashed ? [6, 4] : undefined,
      })),
    ],
    axes: [
      // Ticks at least 70 px apart, so a phone shows a few days rather than overlapping labels.
      { space: 70, incrs: DAY_STEPS, values: (_chart, splits) => splits.map((seconds) => plot.periodText(seconds)) },
      {
        scale: 'money',
        side: plot.rightToLeft ? 1 : 3,
        size: 80,
        values: (_chart, splits) => splits.map((major) => plot.moneyText(major)),
      },
      {
        scale: 'rate',
        side: plot.rightToLeft ? 3 : 1,
        grid: { show: false },
        values: (_chart, splits) => splits.map((fraction) => plot.rateText(fraction)),
      },
    ],
  };
  const chart = new uPlot(options, [plot.periods, ...plot.series.map((series) => series.values)], element);
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
