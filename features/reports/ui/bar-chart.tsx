import { formatFigure } from "../report-format";
import type { Report } from "../report-range";

const ROW = 32;
const LABEL = 170;
const VALUE = 90;
const WIDTH = 640;

/**
 * A report's chart: one horizontal bar a row, drawn on the server as SVG (no script, no library: docs/decisions/0062).
 * The figures are the table beside it, which screen readers use; the chart names itself and says so.
 */
export function BarChart({ chart, id }: { chart: Report["chart"]; id: string }) {
  const largest = Math.max(0, ...chart.bars.map((bar) => bar.value));
  const room = WIDTH - LABEL - VALUE;
  const height = Math.max(1, chart.bars.length) * ROW + 8;
  return (
    // Focusable: on a phone the chart scrolls sideways inside its box, and a keyboard must be able to scroll it too.
    <figure tabIndex={0} aria-labelledby={`${id}-caption`} className="overflow-x-auto rounded-2xl border border-blush-200 bg-white p-4">
      <figcaption id={`${id}-caption`} className="font-semibold">
        {chart.caption}
      </figcaption>
      {chart.bars.length === 0 ? (
        <p className="mt-2 text-muted">Nothing to show for these dates.</p>
      ) : (
        <svg
          role="img"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-note`}
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="mt-3 h-auto w-full max-w-3xl min-w-[28rem]"
        >
          {chart.bars.map((bar, index) => {
            const y = index * ROW + 4;
            const width = largest > 0 ? Math.max(bar.value > 0 ? 2 : 0, Math.round((bar.value / largest) * room)) : 0;
            return (
              <g key={`${bar.label}-${index}`}>
                <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" className="fill-current text-[13px]">
                  {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
                </text>
                <rect x={LABEL} y={y + 5} width={width} height={ROW - 10} rx={4} className="fill-plum-700" />
                <text x={LABEL + width + 6} y={y + ROW / 2} dominantBaseline="middle" className="fill-current text-[13px] font-semibold">
                  {formatFigure(chart.kind, bar.value)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <p id={`${id}-note`} className="sr-only">
        The table below gives every figure.
      </p>
    </figure>
  );
}
