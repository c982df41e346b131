import { useTheme } from 'styled-components';
import { barsFor } from '../model/chart-scale';
import { ChartSvg, ColumnLabels, Figure, chartHeight, chartWidth } from './chart-parts';

interface BarChartProps {
  values: readonly number[];
  labels: readonly string[];
  /** What the chart shows in a sentence, for screen readers (the table beside it has the numbers). */
  summary: string;
}

const box = { width: chartWidth, height: chartHeight, padding: 12 };

/** Bars for per-day or per-month amounts (minutes, XP), scaled to the largest. */
export function BarChart({ values, labels, summary }: BarChartProps) {
  const { colors } = useTheme();
  return (
    <Figure>
      <ChartSvg
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        <line className="grid" x1={0} x2={chartWidth} y1={chartHeight} y2={chartHeight} />
        {barsFor(values, box).map((bar, index) => (
          <rect key={index} {...bar} rx={2} fill={colors.primary} />
        ))}
      </ChartSvg>
      <ColumnLabels labels={labels} />
    </Figure>
  );
}
