import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Language } from '@domain/format';
import { isRightToLeft } from '@domain/format';
import type { DailyAnswer } from '@domain/ledger/api-schemas';
import { toMajor } from '@domain/money';
import { formatAxisAmount, formatDay, formatRate } from '../format-figures';

/** The series the chart draws and its legend names, in order; colours chosen to stay apart for colour-blind readers. */
export const TREND_SERIES = [
  { key: 'profitRealised', color: '#0f766e', scale: 'money', dash: undefined },
  { key: 'profitProjected', color: '#0f766e', scale: 'money', dash: [6, 4] },
  { key: 'confirmationRate', color: '#b45309', scale: 'rate', dash: undefined },
  { key: 'deliveryRate', color: '#6d28d9', scale: 'rate', dash: undefined },
] as const;

const HEIGHT = 260;
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function chartData(answer: DailyAnswer): uPlot.AlignedData {
  const rows = answer.rows.filter((row) => row.period);
  return [
    rows.map((row) => secondsOf(row.period!)),
    rows.map((row) => toMajor(row.profitRealised)),
    rows.map((row) => toMajor(row.profitProjected)),
    rows.map((row) => row.confirmationRate),
    rows.map((row) => row.deliveryRate),
  ];
}

/**
 * Profit (realised, projected) against the start axis and the rates against the end axis, by period. Right to left
 * the time axis runs from the right and the axes change sides, as the page does. uPlot draws on a canvas: the
 * figure around it carries the same figures as a table for screen readers.
 */
export default function TrendChart({ answer, language, labels }: { answer: DailyAnswer; language: Language; labels: string[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const rtl = isRightToLeft(language);
    const currency = answer.currency;
    const options: uPlot.Options = {
      width: element.clientWidth || 320,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true, dir: rtl ? -1 : 1 }, money: {}, rate: { range: [0, 1] } },
      series: [
        {},
        ...TREND_SERIES.map((series, index) => ({
          label: labels[index],
          stroke: series.color,
          width: 2,
          scale: series.scale,
          dash: series.dash ? [...series.dash] : undefined,
          spanGaps: false,
        })),
      ],
      axes: [
        { values: (_chart, splits) => splits.map((seconds) => formatDay(dayOf(seconds), language)) },
        {
          scale: 'money',
          side: rtl ? 1 : 3,
          size: 80,
          values: (_chart, splits) => splits.map((major) => formatAxisAmount(major, currency, language)),
        },
        { scale: 'rate', side: rtl ? 3 : 1, grid: { show: false }, values: (_chart, splits) => splits.map((fraction) => formatRate(fraction, language)) },
      ],
    };
    const chart = new uPlot(options, chartData(answer), element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [answer, language, labels]);
  return <div ref={container} aria-hidden className="w-full" dir="ltr" />;
}
