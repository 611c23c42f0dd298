import type { Histogram } from '@domain/risk/profit-range';

const WIDTH = 240;
const HEIGHT = 64;

/**
 * The drawn profits as bars, losses in red and gains in green, with a line at zero profit. It is a picture of the
 * figures beside it (which screen readers read), so it is hidden from them; in right-to-left pages it mirrors, as
 * the page's other charts do, so lower profit stays at the reading start.
 */
export function ProfitHistogram({ histogram, label }: { histogram: Histogram; label: string }) {
  const { from, to, counts } = histogram;
  if (counts.length === 0 || !(to > from)) return null;
  const highest = Math.max(...counts);
  const barWidth = WIDTH / counts.length;
  const zeroX = from < 0 && to > 0 ? ((0 - from) / (to - from)) * WIDTH : null;
  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-16 w-full rtl:-scale-x-100" aria-hidden preserveAspectRatio="none" data-testid="risk-histogram">
        {counts.map((count, index) => {
          const barHeight = highest === 0 ? 0 : (count / highest) * (HEIGHT - 2);
          const binStart = from + ((to - from) * index) / counts.length;
          const binEnd = from + ((to - from) * (index + 1)) / counts.length;
          const tone = binEnd <= 0 ? 'fill-red-500' : binStart >= 0 ? 'fill-emerald-600' : 'fill-amber-500';
          return <rect key={index} x={index * barWidth + 0.5} y={HEIGHT - barHeight} width={barWidth - 1} height={barHeight} className={tone} />;
        })}
        {zeroX !== null && <line x1={zeroX} x2={zeroX} y1={0} y2={HEIGHT} className="stroke-slate-900" strokeWidth={1} strokeDasharray="3 2" />}
      </svg>
      <figcaption className="text-xs text-slate-600">{label}</figcaption>
    </figure>
  );
}
