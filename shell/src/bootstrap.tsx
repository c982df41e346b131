import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient, startSendingQueuedWrites, verifyStoredSession } from '@steady/api-client';
import { followAuthWithSubscription, followAuthWithTheme } from '@steady/bus';
import { AppProviders, routerProviderFutureFlags } from '@steady/ui';
import { createShellRouter } from './app/router';
import { registerServiceWorker } from './features/app-updates/service-worker/register-service-worker';
import { catalogs } from './i18n/catalogs';

const router = createShellRouter();
configureApiClient({ onUnauthorized: (state) => void router.navigate('/login', { state }) });
followAuthWithSubscription();
followAuthWithTheme();
void verifyStoredSession();
// Writes saved on this device while offline go out now and whenever the connection returns.
startSendingQueuedWrites();
if (process.env.NODE_ENV === 'production') registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// A transition renders the first screen in slices instead of one long task that would block input.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders catalogs={catalogs}>
        <RouterProvider router={router} future={routerProviderFutureFlags} />
      </AppProviders>
    </StrictMode>,
  ),
);
