import { FormattedMessage } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { linePointsFor, pathThrough } from '../model/chart-scale';
import { ChartSvg, ColumnLabels, Figure, chartHeight, chartWidth } from './chart-parts';

const box = { width: chartWidth, height: chartHeight, padding: 12 };
const moodScale = { min: 1, max: 5 };
/** Top to bottom, the journal's names for moods 5 to 1. */
const axisLabels = ['veryGood', 'good', 'neutral', 'bad', 'veryBad'] as const;
const gridStep = (chartHeight - 2 * box.padding) / (axisLabels.length - 1);

/** The axis names sit in their own column, so the stretched SVG never distorts their text. */
const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(2)};
`;

// One row per grid line, each row centred on its line: the first starts half a row above the top line.
const Axis = styled.div`
  display: grid;
  grid-template-rows: repeat(${axisLabels.length}, ${gridStep}px);
  align-items: center;
  margin-top: ${box.padding - gridStep / 2}px;
  font-size: 0.8rem;
  line-height: 1.1;
  text-align: end;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
      <Plot>
        <Axis aria-hidden="true" data-testid="mood-axis">
          {axisLabels.map((label) => (
            <span key={label}>
              <FormattedMessage id={`rating.${label}`} />
            </span>
          ))}
        </Axis>
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
        <span />
        <ColumnLabels labels={labels} />
      </Plot>
    </Figure>
  );
}
