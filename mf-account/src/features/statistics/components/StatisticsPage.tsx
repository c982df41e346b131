import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle, Skeleton } from '@steady/ui';
import { RequireSignIn } from '../../session';

// Charts and tables arrive only with this page, so the rest of the account area does not carry them.
const StatisticsView = lazy(() => import('./StatisticsView'));

/** `/statistics`: premium statistics. Guests are sent to /login; the free plan sees the way to Premium. */
export function StatisticsPage() {
  return (
    <RequireSignIn>
      {() => (
        <Page>
          <PageTitle>
            <FormattedMessage id="stats.title" />
          </PageTitle>
          <Lead>
            <FormattedMessage id="stats.lead" />
          </Lead>
          <Suspense fallback={<Skeleton $height="20rem" aria-busy="true" />}>
            <StatisticsView />
          </Suspense>
        </Page>
      )}
    </RequireSignIn>
  );
}
