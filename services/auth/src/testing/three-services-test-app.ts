import type { DatabaseDialect } from '@steady/service-common';
import { createBillingHarness, type BillingHarness } from '../../../billing/src/testing/billing-harness';
import { startContentTestApp, type ContentTestApp } from '../../../content/src/testing/content-test-app';
import { createAuthTestApp, type AuthTestApp } from './auth-test-app';
import { listenOnLoopback } from './listen';

export interface ThreeServicesTestApp {
  auth: AuthTestApp;
  content: ContentTestApp;
  billing: BillingHarness;
  close(): Promise<void>;
}

/**
 * Auth talking to a real content service and a real billing service (local checkout) over loopback, for
 * what crosses them: the data export, account deletion, a premium write.
 */
export async function startThreeServices(dialect: DatabaseDialect): Promise<ThreeServicesTestApp> {
  const content = await startContentTestApp(dialect);
  const billing = await createBillingHarness(dialect, 'local');
  const contentServer = await listenOnLoopback(content.app);
  const billingServer = await listenOnLoopback(billing.app);
  const auth = await createAuthTestApp(dialect, {
    contentInternalUrls: contentServer.url,
    billingInternalUrls: billingServer.url,
  });
  return {
    auth,
    content,
    billing,
    close: async () => {
      await Promise.all([contentServer.close(), billingServer.close()]);
      await Promise.all([auth.database.dispose(), content.dispose(), billing.dispose()]);
    },
  };
}
