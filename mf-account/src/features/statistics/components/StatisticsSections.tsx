import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StatsResponse } from '@steady/contracts';
import { Card, SectionTitle, Stack } from '@steady/ui';
import { useTechniqueNames } from '../../history';
import { bucketLabel, bucketTitle } from '../model/bucket-labels';
import { ActivityCalendar } from './ActivityCalendar';
import { BarChart } from './BarChart';
import { ChartTable } from './chart-parts';
import { HelpedMost } from './HelpedMost';
import { MoodChart } from './MoodChart';
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

/** The period axis every chart shares: a short label under each bar, a full title in each table row. */
interface PeriodAxis {
  labels: string[];
  titles: string[];
  /** The tables' first column header: "Day" or "Month". */
  header: string;
}

function useText() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Card>
  );
}

function TotalsGrid({ totals }: { totals: StatsResponse['totals'] }) {
  const intl = useIntl();
  const text = useText();
  return (
    <Totals>
      {(['completions', 'minutes', 'xp', 'activeDays'] as const).map((total) => (
        <div key={total}>
          <dt>{text(`stats.total.${total}`)}</dt>
          <dd>{intl.formatNumber(totals[total])}</dd>
        </div>
      ))}
    </Totals>
  );
}

function MoodSection({ buckets, axis }: { buckets: StatsResponse['buckets']; axis: PeriodAxis }) {
  const intl = useIntl();
  const text = useText();
  // Weighted by entries, so a busy day counts for what it held.
  const moodEntries = buckets.reduce((sum, bucket) => sum + bucket.moodEntries, 0);
  const moodSum = buckets.reduce((sum, bucket) => sum + (bucket.moodAverage ?? 0) * bucket.moodEntries, 0);
  const moodSummary =
    moodEntries === 0
      ? text('stats.mood.none')
      : text('stats.mood.summary', {
          average: intl.formatNumber(moodSum / moodEntries, { maximumFractionDigits: 1 }),
          count: moodEntries,
        });
  return (
    <Section id="stats-mood" title={text('stats.mood.title')}>
      <p>{moodSummary}</p>
      <p>{text('stats.mood.scale')}</p>
      <MoodChart
        values={buckets.map((bucket) => bucket.moodAverage)}
        labels={axis.labels}
        summary={moodSummary}
      />
      <ChartTable
        caption={text('stats.mood.title')}
        headers={[axis.header, text('stats.table.mood'), text('stats.table.entries')]}
        rows={buckets.map((bucket, index) => [
          axis.titles[index],
          bucket.moodAverage === null ? '—' : intl.formatNumber(bucket.moodAverage),
          bucket.moodEntries,
        ])}
      />
    </Section>
  );
}

function PracticeSection({ stats, axis }: { stats: StatsResponse; axis: PeriodAxis }) {
  const text = useText();
  const summary = text('stats.practice.summary', {
    minutes: stats.totals.minutes,
    count: stats.totals.completions,
  });
  return (
    <Section id="stats-practice" title={text('stats.practice.title')}>
      <p>{summary}</p>
      <BarChart
        values={stats.buckets.map((bucket) => bucket.minutes)}
        labels={axis.labels}
        summary={summary}
      />
      <ChartTable
        caption={text('stats.practice.title')}
        headers={[axis.header, text('stats.table.minutes'), text('stats.table.completions')]}
        rows={stats.buckets.map((bucket, index) => [axis.titles[index], bucket.minutes, bucket.completions])}
      />
    </Section>
  );
}

function XpSection({ stats, axis }: { stats: StatsResponse; axis: PeriodAxis }) {
  const text = useText();
  const summary = text('stats.xp.summary', { xp: stats.totals.xp, level: stats.buckets.at(-1)?.level ?? 1 });
  return (
    <Section id="stats-xp" title={text('stats.xp.title')}>
      <p>{summary}</p>
      <BarChart values={stats.buckets.map((bucket) => bucket.xp)} labels={axis.labels} summary={summary} />
      <ChartTable
        caption={text('stats.xp.title')}
        headers={[axis.header, text('stats.table.xp'), text('stats.table.level')]}
        rows={stats.buckets.map((bucket, index) => [axis.titles[index], bucket.xp, bucket.level ?? '—'])}
      />
    </Section>
  );
}

export function StatisticsSections({ stats }: { stats: StatsResponse }) {
  const intl = useIntl();
  const text = useText();
  const techniqueName = useTechniqueNames(
    stats.helpedMost.map((state) => ({ techniques: state.techniques.map((item) => item.techniqueId) })),
  );
  const axis: PeriodAxis = {
    labels: stats.buckets.map((bucket) => bucketLabel(bucket.start, stats.range, intl.locale)),
    titles: stats.buckets.map((bucket) => bucketTitle(bucket.start, stats.range, intl.locale)),
    header: text(stats.bucket === 'day' ? 'stats.table.day' : 'stats.table.month'),
  };

  return (
    <Stack $gap={5}>
      <TotalsGrid totals={stats.totals} />
      <MoodSection buckets={stats.buckets} axis={axis} />
      <Section id="stats-states" title={text('stats.states.title')}>
        <StateFrequency states={stats.stateFrequency} />
      </Section>
      <SinceDose range={stats.range} />
      <Section id="stats-helped" title={text('stats.helped.title')}>
        <HelpedMost helpedMost={stats.helpedMost} techniqueName={techniqueName} />
      </Section>
      <PracticeSection stats={stats} axis={axis} />
      <XpSection stats={stats} axis={axis} />
      <Section id="stats-calendar" title={text('stats.calendar.title')}>
        <p>{text('stats.calendar.summary', { count: stats.totals.activeDays })}</p>
        <ActivityCalendar stats={stats} />
      </Section>
    </Stack>
  );
}
