import { Skeleton } from '@steady/ui';
import { TitledPage } from '../../../shared/components/TitledPage';
import { RequireSignIn } from '../../session';
// In this page's own chunk (routes.tsx loads the page on its first visit): a chunk of its own would be one
// more round trip after the page's before the statistics are even asked for.
import { StatisticsView } from './StatisticsView';

/** `/statistics`: premium statistics. Guests are sent to /login; the free plan sees the way to Premium. */
export function StatisticsPage() {
  return (
    <RequireSignIn
      checking={
        <TitledPage title="stats.title" lead="stats.lead">
          <Skeleton $height="20rem" aria-busy="true" />
        </TitledPage>
      }
    >
      {() => (
        <TitledPage title="stats.title" lead="stats.lead">
          <StatisticsView />
        </TitledPage>
      )}
    </RequireSignIn>
  );
}
