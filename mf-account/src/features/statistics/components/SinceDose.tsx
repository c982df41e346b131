import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SinceDoseStats, StatsRange } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { Alert, Card, SectionTitle, useErrorMessage } from '@steady/ui';
import { stateLabelId } from '../../../shared/state-label';
import { fetchSinceDose } from '../api/statistics-api';
import { ChartTable } from './chart-parts';
import { MoodChart } from './MoodChart';

/** The states named in a group, most frequent first, at most this many. */
const statesShown = 3;

/** Widths that keep each header word whole on a 390 px phone, in Russian too. */
const TableWidths = styled.div`
  table thead th:first-child {
    width: 26%;
  }
  table thead th:nth-child(2) {
    width: 36%;
  }
`;

const StateLine = styled.span`
  display: block;
`;

function SinceDoseContent({ stats }: { stats: SinceDoseStats }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const labels = stats.groups.map((group) =>
    group.toHours === null
      ? text('stats.sinceDose.hoursOpen', { from: group.fromHours })
      : text('stats.sinceDose.hours', { from: group.fromHours, to: group.toHours }),
  );
  const statesOf = (group: SinceDoseStats['groups'][number]) => {
    const lines = group.states
      .slice(0, statesShown)
      .map(({ state, count }) => text('stats.states.row', { state: text(stateLabelId(state)), count }));
    if (group.checkIns > 0) lines.push(text('stats.sinceDose.checkIns', { count: group.checkIns }));
    return lines.length === 0 ? '—' : lines.map((line) => <StateLine key={line}>{line}</StateLine>);
  };
  const summary = text('stats.sinceDose.summary');
  return (
    <>
      <p>{text('stats.sinceDose.explanation')}</p>
      <p>{text('stats.mood.scale')}</p>
      <MoodChart
        values={stats.groups.map((group) => group.feelingAverage)}
        labels={labels}
        summary={summary}
      />
      <TableWidths>
        <ChartTable
          caption={text('stats.sinceDose.title')}
          headers={[
            text('stats.sinceDose.table.hours'),
            text('stats.sinceDose.table.states'),
            text('stats.table.mood'),
          ]}
          rows={stats.groups.map((group, index) => [
            labels[index],
            statesOf(group),
            group.feelingAverage === null ? '—' : intl.formatNumber(group.feelingAverage),
          ])}
        />
      </TableWidths>
    </>
  );
}

/** "Hours after a dose": shown only to someone who keeps a medication log. */
export function SinceDose({ range }: { range: StatsRange }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const stats = useResource(`stats-since-dose:${range}`, (signal) => fetchSinceDose(range, signal));
  if (stats.status === 'loading' || (stats.status === 'ready' && !stats.data.hasLog)) return null;
  return (
    <Card aria-labelledby="stats-since-dose">
      <SectionTitle id="stats-since-dose">{intl.formatMessage({ id: 'stats.sinceDose.title' })}</SectionTitle>
      {stats.status === 'failed' ? (
        <Alert tone="error">{errorMessage(stats.error)}</Alert>
      ) : (
        <SinceDoseContent stats={stats.data} />
      )}
    </Card>
  );
}
