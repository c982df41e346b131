import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '@steady/ui';

/** Charts stretch to their column's width at a fixed height; strokes keep their width while stretched. */
export const chartHeight = 160;
export const chartWidth = 600;

export const Figure = styled.figure`
  margin: 0;
`;

export const ChartSvg = styled.svg`
  display: block;
  width: 100%;
  height: ${chartHeight}px;
  overflow: visible;
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
`;

const Labels = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    text-align: center;
    white-space: nowrap;
    overflow: visible;
  }
`;

/** Column labels under a chart; a week names every day, longer ranges about five columns (the table has all). */
export function ColumnLabels({ labels }: { labels: readonly string[] }) {
  const every = labels.length <= 7 ? 1 : Math.ceil(labels.length / 5);
  return (
    <Labels $columns={labels.length} aria-hidden="true">
      {labels.map((label, index) => (
        <span key={index}>{index % every === 0 ? label : ''}</span>
      ))}
    </Labels>
  );
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(2)};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  /* Fixed layout and wrapping words: the table fits a 320 px screen instead of widening the page. */
  table {
    border-collapse: collapse;
    table-layout: fixed;
    width: 100%;
    font-size: 0.95rem;
  }
  thead th:first-child {
    width: 45%;
  }
  th,
  td {
    text-align: left;
    overflow-wrap: anywhere;
    hyphens: auto;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The chart's numbers as a table, folded away under "Show as a table"; screen readers read this. */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <Details>
      <summary>
        <FormattedMessage id="stats.showTable" />
      </summary>
      <table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Details>
  );
}
