import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '@steady/api-client';
import type { StatsRange, StatsResponse } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Row,
  SectionTitle,
  Skeleton,
  Stack,
  useErrorMessage,
} from '@steady/ui';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { useTechniqueNames } from '../../history';
import { fetchStatistics } from '../api/statistics-api';
import { bucketLabel, bucketTitle } from '../model/bucket-labels';
import { ActivityCalendar } from './ActivityCalendar';
import { BarChart } from './BarChart';
import { ChartTable } from './chart-parts';
import { HelpedMost } from './HelpedMost';
import { MoodChart } from './MoodChart';
import { RangePicker } from './RangePicker';
import { StateFrequency } from './StateFrequency';
import { SinceDose } from './SinceDose';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    padding: ${({ theme }) => theme.space(4)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Card>
  );
}

function StatisticsSections({ stats }: { stats: StatsResponse }) {
  const intl = useIntl();
  const techniqueName = useTechniqueNames(
    stats.helpedMost.map((state) => ({ techniques: state.techniques.map((item) => item.techniqueId) })),
  );
  const labels = stats.buckets.map((bucket) => bucketLabel(bucket.start, stats.range, intl.locale));
  const titles = stats.buckets.map((bucket) => bucketTitle(bucket.start, stats.range, intl.locale));
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const moodValues = stats.buckets.map((bucket) => bucket.moodAverage);
  // Weighted by entries, so a busy day counts for what it held.
  const moodEntries = stats.buckets.reduce((sum, bucket) => sum + bucket.moodEntries, 0);
  const moodSum = stats.buckets.reduce(
    (sum, bucket) => sum + (bucket.moodAverage ?? 0) * bucket.moodEntries,
    0,
  );
  const moodSummary =
    moodEntries === 0
      ? text('stats.mood.none')
      : text('stats.mood.summary', {
          average: intl.formatNumber(moodSum / moodEntries, { maximumFractionDigits: 1 }),
          count: moodEntries,
        });

  return (
    <Stack $gap={5}>
      <Totals>
        {(['completions', 'minutes', 'xp', 'activeDays'] as const).map((total) => (
          <div key={total}>
            <dt>{text(`stats.total.${total}`)}</dt>
            <dd>{intl.formatNumber(stats.totals[total])}</dd>
          </div>
        ))}
      </Totals>
      <Section id="stats-mood" title={text('stats.mood.title')}>
        <p>{moodSummary}</p>
        <p>{text('stats.mood.scale')}</p>
        <MoodChart values={moodValues} labels={labels} summary={moodSummary} />
        <ChartTable
          caption={text('stats.mood.title')}
          headers={[
            text(stats.bucket === 'day' ? 'stats.table.day' : 'stats.table.month'),
            text('stats.table.mood'),
            text('stats.table.entries'),
          ]}
          rows={stats.buckets.map((bucket, index) => [
            titles[index],
            bucket.moodAverage === null ? '—' : intl.formatNumber(bucket.moodAverage),
            bucket.moodEntries,
          ])}
        />
      </Section>
      <Section id="stats-states" title={text('stats.states.title')}>
        <StateFrequency states={stats.stateFrequency} />
      </Section>
      <SinceDose range={stats.range} />
      <Section id="stats-helped" title={text('stats.helped.title')}>
        <HelpedMost helpedMost={stats.helpedMost} techniqueName={techniqueName} />
      </Section>
      <Section id="stats-practice" title={text('stats.practice.title')}>
        <p>
          {text('stats.practice.summary', { minutes: stats.totals.minutes, count: stats.totals.completions })}
        </p>
        <BarChart
          values={stats.buckets.map((bucket) => bucket.minutes)}
          labels={labels}
          summary={text('stats.practice.summary', {
            minutes: stats.totals.minutes,
            count: stats.totals.completions,
          })}
        />
        <ChartTable
          caption={text('stats.practice.title')}
          headers={[
            text(stats.bucket === 'day' ? 'stats.table.day' : 'stats.table.month'),
            text('stats.table.minutes'),
            text('stats.table.completions'),
          ]}
          rows={stats.buckets.map((bucket, index) => [titles[index], bucket.minutes, bucket.completions])}
        />
      </Section>
      <Section id="stats-xp" title={text('stats.xp.title')}>
        <p>{text('stats.xp.summary', { xp: stats.totals.xp, level: stats.buckets.at(-1)?.level ?? 1 })}</p>
        <BarChart
          values={stats.buckets.map((bucket) => bucket.xp)}
          labels={labels}
          summary={text('stats.xp.summary', { xp: stats.totals.xp, level: stats.buckets.at(-1)?.level ?? 1 })}
        />
        <ChartTable
          caption={text('stats.xp.title')}
          headers={[
            text(stats.bucket === 'day' ? 'stats.table.day' : 'stats.table.month'),
            text('stats.table.xp'),
            text('stats.table.level'),
          ]}
          rows={stats.buckets.map((bucket, index) => [titles[index], bucket.xp, bucket.level ?? '—'])}
        />
      </Section>
      <Section id="stats-calendar" title={text('stats.calendar.title')}>
        <p>{text('stats.calendar.summary', { count: stats.totals.activeDays })}</p>
        <ActivityCalendar stats={stats} />
      </Section>
    </Stack>
  );
}

/** The statistics page's content, in its own chunk: loaded only when someone opens /statistics. */
export default function StatisticsView() {
  const errorMessage = useErrorMessage();
  const [range, setRange] = useState<StatsRange>('week');
  const stats = useResource(`stats:${range}`, (signal) => fetchStatistics(range, signal));

  if (stats.status === 'failed' && isApiError(stats.error) && stats.error.reason === 'premium_required') {
    return <PremiumLocked feature="statistics" />;
  }
  return (
    <Stack $gap={5}>
      <Row $gap={3}>
        <RangePicker range={range} onChange={setRange} />
        <ButtonLink to="/clinician-summary" $variant="secondary">
          <FormattedMessage id="summary.open" />
        </ButtonLink>
      </Row>
      {stats.status === 'loading' && <Skeleton $height="20rem" aria-busy="true" />}
      {stats.status === 'failed' && (
        <Alert tone="error">
          <Row>
            <span>{errorMessage(stats.error)}</span>
            <Button $variant="secondary" onClick={stats.retry}>
              <FormattedMessage id="history.retry" />
            </Button>
          </Row>
        </Alert>
      )}
      {stats.status === 'ready' && <StatisticsSections stats={stats.data} />}
    </Stack>
  );
}
