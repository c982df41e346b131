import type { ComponentType } from 'react';
import { createRemotePages, lazyPage } from '@steady/app-frame';
import { Page } from '@steady/ui';
import { LoginPage } from './features/auth/components/LoginPage';
import { LoadFailed } from './shared/components/LoadFailed';
import { PagePlaceholder } from './shared/components/PagePlaceholder';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

/** A page whose code did not arrive: what went wrong, and Try again (which fetches it again). */
function PageLoadFailed(props: { error: unknown; onRetry: () => void }) {
  return (
    <Page>
      <LoadFailed {...props} />
    </Page>
  );
}

// The login page, a guest's way in, ships with the routes module; every other page, with its texts' code
// and the schemas behind it, loads when first visited, so none of them adds to the login page's first load.
const onVisit = (load: () => Promise<ComponentType>) =>
  lazyPage(load, { Loading: PagePlaceholder, Failed: PageLoadFailed });

/** Exposed as `mf_account/routes`: a page for every path route-paths.json declares (the build puts them in the manifest). */
export const pages = createRemotePages('mf_account', catalogs, routePaths, {
  '/login': LoginPage,
  '/register': onVisit(() =>
    import('./features/auth/components/RegisterPage').then((page) => page.RegisterPage),
  ),
  '/auth/callback': onVisit(() =>
    import('./features/auth/components/AuthCallbackPage').then((page) => page.AuthCallbackPage),
  ),
  '/profile': onVisit(() =>
    import('./features/profile/components/ProfilePage').then((page) => page.ProfilePage),
  ),
  '/history': onVisit(() =>
    import('./features/history/components/HistoryPage').then((page) => page.HistoryPage),
  ),
  '/premium': onVisit(() =>
    import('./features/premium/components/PremiumPage').then((page) => page.PremiumPage),
  ),
  '/journal': onVisit(() =>
    import('./features/journal/components/JournalPage').then((page) => page.JournalPage),
  ),
  '/statistics': onVisit(() =>
    import('./features/statistics/components/StatisticsPage').then((page) => page.StatisticsPage),
  ),
  '/clinician-summary': onVisit(() =>
    import('./features/clinician-summary/components/ClinicianSummaryPage').then(
      (page) => page.ClinicianSummaryPage,
    ),
  ),
  '/safety-plan': onVisit(() =>
    import('./features/safety-plan/components/SafetyPlanPage').then((page) => page.SafetyPlanPage),
  ),
  '/trusted-person': onVisit(() =>
    import('./features/trusted-person/components/TrustedPersonPage').then((page) => page.TrustedPersonPage),
  ),
  '/trusted-person/message': onVisit(() =>
    import('./features/trusted-person/components/MessagePage').then((page) => page.MessagePage),
  ),
  '/trusted-person/reply': onVisit(() =>
    import('./features/trusted-person/components/LinkPages').then((page) => page.ReplyPage),
  ),
  '/trusted-person/stop': onVisit(() =>
    import('./features/trusted-person/components/LinkPages').then((page) => page.StopPage),
  ),
  '/trusted-person/weekly-notes': onVisit(() =>
    import('./features/trusted-person/components/LinkPages').then((page) => page.WeeklyNotesPage),
  ),
  '/medications': onVisit(() =>
    import('./features/medications/components/MedicationsPage').then((page) => page.MedicationsPage),
  ),
  '/forgot-password': onVisit(() =>
    import('./features/mail-flows/components/ForgotPasswordPage').then((page) => page.ForgotPasswordPage),
  ),
  '/reset-password': onVisit(() =>
    import('./features/mail-flows/components/ResetPasswordPage').then((page) => page.ResetPasswordPage),
  ),
  '/confirm-email': onVisit(() =>
    import('./features/mail-flows/components/ConfirmEmailPage').then((page) => page.ConfirmEmailPage),
  ),
});
