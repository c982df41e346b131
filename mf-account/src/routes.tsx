import { createRemotePages } from '@steady/app-frame';
import { AuthCallbackPage } from './features/auth/components/AuthCallbackPage';
import { LoginPage } from './features/auth/components/LoginPage';
import { RegisterPage } from './features/auth/components/RegisterPage';
import { HistoryPage } from './features/history/components/HistoryPage';
import { JournalPage } from './features/journal/components/JournalPage';
import { ClinicianSummaryPage } from './features/clinician-summary/components/ClinicianSummaryPage';
import { ConfirmEmailPage } from './features/mail-flows/components/ConfirmEmailPage';
import { ForgotPasswordPage } from './features/mail-flows/components/ForgotPasswordPage';
import { ResetPasswordPage } from './features/mail-flows/components/ResetPasswordPage';
import { PremiumPage } from './features/premium/components/PremiumPage';
import { ProfilePage } from './features/profile/components/ProfilePage';
import { SafetyPlanPage } from './features/safety-plan/components/SafetyPlanPage';
import { MessagePage } from './features/trusted-person/components/MessagePage';
import { ReplyPage, StopPage, WeeklyNotesPage } from './features/trusted-person/components/LinkPages';
import { TrustedPersonPage } from './features/trusted-person/components/TrustedPersonPage';
import { MedicationsPage } from './features/medications/components/MedicationsPage';
import { StatisticsPage } from './features/statistics/components/StatisticsPage';
import { catalogs } from './i18n/catalogs';
import routePaths from './route-paths.json';

/** Exposed as `mf_account/routes`: a page for every path route-paths.json declares (the build puts them in the manifest). */
export const pages = createRemotePages('mf_account', catalogs, routePaths, {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/auth/callback': AuthCallbackPage,
  '/profile': ProfilePage,
  '/history': HistoryPage,
  '/premium': PremiumPage,
  '/journal': JournalPage,
  '/statistics': StatisticsPage,
  '/clinician-summary': ClinicianSummaryPage,
  '/safety-plan': SafetyPlanPage,
  '/trusted-person': TrustedPersonPage,
  '/trusted-person/message': MessagePage,
  '/trusted-person/reply': ReplyPage,
  '/trusted-person/stop': StopPage,
  '/trusted-person/weekly-notes': WeeklyNotesPage,
  '/medications': MedicationsPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/confirm-email': ConfirmEmailPage,
});
