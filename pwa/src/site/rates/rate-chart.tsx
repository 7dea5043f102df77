import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { type ChartStep, linearScale, niceTicks, stepPath, summarise, timeTicks } from "./rate-chart-scale";
import { formatChartDate } from "./rate-format";
import styles from "./rate-history.module.css";
import { useElementWidth } from "./use-element-width";

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 84 };

/** A step line of one grade's price per vori: drawn by hand, so no charting library is downloaded. */
export function RateChart({
  product,
  days,
  start,
  end,
  steps,
}: {
  product: string;
  days: number;
  start: number;
  end: number;
  steps: readonly ChartStep[];
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const summary = summarise(steps);
  if (!summary) return null;

  const ticks = niceTicks(summary.lowest, summary.highest);
  const low = ticks[0] ?? summary.lowest;
  const high = ticks.at(-1) ?? summary.highest;
  const right = Math.max(width - MARGIN.right, MARGIN.left + 1);
  const bottom = HEIGHT - MARGIN.bottom;
  const x = linearScale(start, end, MARGIN.left, right);
  const y = linearScale(low, high, bottom, MARGIN.top);
  // Four date labels fit a phone; a wider chart has room for five.
  const dates = timeTicks(start, end, width < 480 ? 3 : 5);
  const last = steps.at(-1);

  const label = t("rates.history.summary", {
    product,
    days,
    from: formatTaka(summary.from),
    to: formatTaka(summary.to),
    highest: formatTaka(summary.highest),
    lowest: formatTaka(summary.lowest),
  });

  return (
    <div ref={ref} className={styles.chart}>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className={`tabular ${styles.svg}`}
      >
        <g className={styles.grid}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={right} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatTaka(tick)}
              </text>
            </g>
          ))}
        </g>
        <g className={styles.dates}>
          {dates.map((at, index) => (
            <text
              key={at}
              x={x(at)}
              y={HEIGHT - 10}
              textAnchor={index === 0 ? "start" : index === dates.length - 1 ? "end" : "middle"}
            >
              {formatChartDate(at, days)}
            </text>
          ))}
        </g>
        <path className={styles.line} d={stepPath(steps, end, x, y)} />
        {last && <circle className={styles.dot} cx={x(end)} cy={y(last.perVori)} r={4} />}
      </svg>
    </div>
  );
}
