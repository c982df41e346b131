import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient, verifyStoredSession } from '@steady/api-client';
import { followAuthWithSubscription, followAuthWithTheme, startBus } from '@steady/bus';
import { AppProviders, routerProviderFutureFlags } from '@steady/ui';
import { startUserState } from '@steady/user-state';
import { createShellRouter } from './app/router';
import { registerServiceWorker } from './features/app-updates/service-worker/register-service-worker';
import { catalogs } from './i18n/catalogs';

// The device's saved state first: everything below reads it.
startBus();
startUserState();
const router = createShellRouter();
configureApiClient({ onUnauthorized: (state) => void router.navigate('/login', { state }) });
followAuthWithSubscription();
followAuthWithTheme();
// Its outcome arrives through the auth channel; a failure signs the stored session out there.
void verifyStoredSession();
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
