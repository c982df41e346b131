import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle, Skeleton } from '@steady/ui';
import { RequireSignIn } from '../../session';
// In this page's own chunk (routes.tsx loads the page on its first visit): a chunk of its own would be one
// more round trip after the page's before the statistics are even asked for.
import { StatisticsView } from './StatisticsView';

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
    <RequireSignIn
      checking={
        <StatisticsFrame>
          <Skeleton $height="20rem" aria-busy="true" />
        </StatisticsFrame>
      }
    >
      {() => (
        <StatisticsFrame>
          <StatisticsView />
        </StatisticsFrame>
      )}
    </RequireSignIn>
  );
}
