import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Lead, Page, PageTitle, Skeleton } from '@steady/ui';
import { RequireSignIn } from '../../session';

// The form and the document arrive only with this page.
const SummaryView = lazy(() => import('./SummaryView'));

/** `/clinician-summary`: a Premium summary of the user's own records for a doctor or therapist. */
export function ClinicianSummaryPage() {
  return (
    <RequireSignIn>
      {() => (
        <Page>
          <div data-print="hide">
            <PageTitle>
              <FormattedMessage id="summary.title" />
            </PageTitle>
            <Lead>
              <FormattedMessage id="summary.lead" />
            </Lead>
          </div>
          <Suspense fallback={<Skeleton $height="20rem" aria-busy="true" />}>
            <SummaryView />
          </Suspense>
        </Page>
      )}
    </RequireSignIn>
  );
}
