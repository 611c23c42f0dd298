import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney, formatPercent } from '@domain/format';
import type { SensitivityGrid } from '@domain/model/insights';
import { useLanguage } from '../../i18n/use-language';
import { colourExtent, heatColour } from './heat-colour';

// Geometry in viewBox units; the SVG scales to its container's width.
const WIDTH = 400;
const GUTTER = 50; // room for the delivery-rate labels on the reading-start side
const PAD_END = 8;
const ROW_HEIGHT = 30;
const TOP = 8;
const AXIS_HEIGHT = 26;

interface SensitivityMapProps {
  grid: SensitivityGrid;
  /** The current inputs' point on the map. */
  current: { deliveredRate: number; adsCost: number };
  rtl: boolean;
}

/**
 * Profit heat map: rows are delivery rates (highest at the top), columns ads costs per lead, rising along
 * the reading direction (mirrored in Arabic). Each cell carries its figures in data attributes and a
 * title, the same numbers the table alternative prints.
 */
export const SensitivityMap = memo(function SensitivityMap({ grid, current, rtl }: SensitivityMapProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = grid.deliveredRates.length;
  const cols = grid.adsCosts.length;
  const plotWidth = WIDTH - GUTTER - PAD_END;
  const cellWidth = plotWidth / cols;
  const plotHeight = rows * ROW_HEIGHT;
  const height = TOP + plotHeight + AXIS_HEIGHT;
  const extent = colourExtent(grid.minProfit, grid.maxProfit);
  const labelEvery = cols > 6 ? 2 : 1;

  // Positions along each axis, from the first to the last value, onto cell centres.
  const maxCpl = grid.adsCosts[cols - 1]!;
  const minCpl = grid.adsCosts[0]!;
  const lowRate = grid.deliveredRates[0]!;
  const highRate = grid.deliveredRates[rows - 1]!;
  const plotStart = rtl ? PAD_END : GUTTER;
  const xOfShare = (share: number) => {
    const fromStart = cellWidth / 2 + share * (plotWidth - cellWidth);
    return rtl ? plotStart + plotWidth - fromStart : plotStart + fromStart;
  };
  const xOfCpl = (cpl: number) => xOfShare(maxCpl > minCpl ? (cpl - minCpl) / (maxCpl - minCpl) : 0.5);
  const xOfCol = (col: number) => xOfShare(cols > 1 ? col / (cols - 1) : 0.5);
  const yOfRate = (rate: number) =>
    TOP + ROW_HEIGHT / 2 + (highRate > lowRate ? (highRate - rate) / (highRate - lowRate) : 0.5) * (plotHeight - ROW_HEIGHT);
  const yOfRow = (row: number) => TOP + (rows - 1 - row) * ROW_HEIGHT;

  // The frontier through every row whose break-even CPL lies on the map (profit is linear in both axes, so it is a line).
  const frontier = grid.breakEvenAdsCosts
    .map((cpl, row) => (cpl !== null && cpl >= minCpl && cpl <= maxCpl ? ([xOfCpl(cpl), yOfRow(row) + ROW_HEIGHT / 2] as const) : null))
    .filter((point) => point !== null);

  const labelX = rtl ? WIDTH - 4 : 4;
  const currentInside =
    current.adsCost >= minCpl && current.adsCost <= maxCpl && current.deliveredRate >= lowRate && current.deliveredRate <= highRate;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={t('insights.sensitivity.mapLabel', { min: formatMoney(grid.minProfit, language), max: formatMoney(grid.maxProfit, language) })}
      style={{ direction: 'ltr' }}
    >
      {grid.profit.map((values, row) =>
        values.map((profit, col) => {
          const x = xOfCol(col) - cellWidth / 2;
          const y = yOfRow(row);
          return (
            <rect
              key={`${row}-${col}`}
              x={x}
              y={y}
              width={cellWidth}
              height={ROW_HEIGHT}
              fill={heatColour(profit, extent)}
              stroke="#fff"
              strokeWidth={1}
              data-cell=""
              data-row={row}
              data-col={col}
              data-profit={profit}
              data-delivered-rate={grid.deliveredRates[row]}
              data-ads-cost={grid.adsCosts[col]}
            >
              <title>
                {t('insights.sensitivity.cell', {
                  rate: formatPercent(grid.deliveredRates[row]!, language),
                  cpl: formatMoney(grid.adsCosts[col]!, language),
                  profit: formatMoney(profit, language),
                })}
              </title>
            </rect>
          );
        }),
      )}
      {frontier.length > 1 && (
        <polyline points={frontier.map((point) => point.join(',')).join(' ')} fill="none" stroke="#0f172a" strokeWidth={2.5} strokeDasharray="6 4" data-frontier="" />
      )}
      {frontier.length === 1 && (
        <circle cx={frontier[0]![0]} cy={frontier[0]![1]} r={4} fill="#0f172a" data-frontier="" />
      )}
      {currentInside && (
        <g data-current="">
          <circle cx={xOfCpl(current.adsCost)} cy={yOfRate(current.deliveredRate)} r={9} fill="none" stroke="#fff" strokeWidth={3} />
          <circle cx={xOfCpl(current.adsCost)} cy={yOfRate(current.deliveredRate)} r={6} fill="#0f172a" stroke="#fff" strokeWidth={1.5} />
        </g>
      )}
      <g fontSize={13} fill="#334155">
        {grid.deliveredRates.map((rate, row) => (
          <text key={row} x={labelX} y={yOfRow(row) + ROW_HEIGHT / 2 + 4} textAnchor={rtl ? 'end' : 'start'}>
            {formatPercent(rate, language)}
          </text>
        ))}
        {grid.adsCosts.map((cpl, col) =>
          // Past six columns every other one, counted from the last, so the labels never overlap on a phone.
          (cols - 1 - col) % labelEvery === 0 ? (
            <text key={col} x={xOfCol(col)} y={TOP + plotHeight + 17} textAnchor="middle">
              {formatMoney(cpl, language)}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
});
