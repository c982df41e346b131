import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@steady/api-client';
import type { StatsRange } from '@steady/contracts';
import { useResource } from '@steady/app-frame';
import { Alert, Button, ButtonLink, Row, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import { PremiumLocked } from '../../../shared/components/PremiumLocked';
import { fetchStatistics } from '../api/statistics-api';
import { RangePicker } from './RangePicker';
import { StatisticsSections } from './StatisticsSections';

/** The statistics page's content: the range, the way to the clinician summary, and the sections. */
export function StatisticsView() {
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
