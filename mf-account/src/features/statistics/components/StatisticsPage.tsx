import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle, Skeleton } from '@steady/ui';
import { RequireSignIn } from '../../session';

// Charts and tables arrive only with this page, so the rest of the account area does not carry them.
const StatisticsView = lazy(() => import('./StatisticsView'));

const statisticsLoading = <Skeleton $height="20rem" aria-busy="true" />;

/** The statistics' title and lead around `children`: painted while the stored session is checked, then kept. */
function StatisticsFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="stats.title" />
      </PageTitle>
      <Lead>
        <FormattedMessage id="stats.lead" />
      </Lead>
      {children}
    </Page>
  );
}

/** `/statistics`: premium statistics. Guests are sent to /login; the free plan sees the way to Premium. */
export function StatisticsPage() {
  return (
    <RequireSignIn checking={<StatisticsFrame>{statisticsLoading}</StatisticsFrame>}>
      {() => (
        <StatisticsFrame>
          <Suspense fallback={statisticsLoading}>
            <StatisticsView />
          </Suspense>
        </StatisticsFrame>
      )}
    </RequireSignIn>
  );
}
