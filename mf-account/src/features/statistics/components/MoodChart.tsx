import { useTheme } from 'styled-components';
import { linePointsFor, pathThrough } from '../model/chart-scale';
import { ChartSvg, ColumnLabels, Figure, chartHeight, chartWidth } from './chart-parts';

const box = { width: chartWidth, height: chartHeight, padding: 12 };
const moodScale = { min: 1, max: 5 };

/** The average mood (1 very bad – 5 very good) per day or month; days without entries leave a gap. */
export function MoodChart({
  values,
  labels,
  summary,
}: {
  values: readonly (number | null)[];
  labels: readonly string[];
  summary: string;
}) {
  const { colors } = useTheme();
  const points = linePointsFor(values, box, moodScale);
  const gridLines = linePointsFor([1, 2, 3, 4, 5], box, moodScale);
  return (
    <Figure>
      <ChartSvg
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {gridLines.map(
          (line, index) =>
            line && <line key={index} className="grid" x1={0} x2={chartWidth} y1={line.y} y2={line.y} />,
        )}
        <path
          d={pathThrough(points)}
          fill="none"
          stroke={colors.primary}
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
        />
        {points.map(
          (point, index) =>
            point && (
              // A zero-length round-capped stroke draws a dot that stays round when the chart stretches.
              <path
                key={index}
                d={`M${point.x} ${point.y}h0.01`}
                stroke={colors.primary}
                strokeWidth={9}
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
              />
            ),
        )}
      </ChartSvg>
      <ColumnLabels labels={labels} />
    </Figure>
  );
}
