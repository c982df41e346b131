import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { verifyStoredSession } from '@steady/api-client';
import { followAuthWithBadDay, followAuthWithSubscription, followAuthWithTheme, startBus } from '@steady/bus';
import type { RemotesMap } from '@steady/contracts';
import {
  AppProviders,
  readRemotesMap,
  routerFutureFlags,
  runEffectsAfterRender,
  startErrorReporting,
} from '@steady/app-frame';
import { startUserState } from '@steady/user-state';
import { ShellRoutes } from './app/router';
import { registerServiceWorker } from './features/app-updates/service-worker/register-service-worker';
import { catalogs } from './i18n/catalogs';

// Whatever goes uncaught from here on, in the shell or any remote, is reported.
startErrorReporting('shell');
runEffectsAfterRender();
// The device's saved state first: everything below reads it.
startBus();
startUserState();
followAuthWithSubscription();
followAuthWithTheme();
followAuthWithBadDay();
// Its outcome arrives through the auth channel; a failure signs the stored session out there.
void verifyStoredSession();
if (process.env.NODE_ENV === 'production') registerServiceWorker();

/**
 * The routes come from the remotes map: written into the page by the gateway (no request before the
 * first render), else `/remotes.json` (the development server). Without it the shell still runs its own
 * pages, and every other path says it does not exist.
 */
async function readRemoteRoutes(): Promise<Partial<RemotesMap>> {
  try {
    return await readRemotesMap();
  } catch (error: unknown) {
    console.error('[steady] the remotes map could not be read', error);
    return {};
  }
}

async function render() {
  const remotes = await readRemoteRoutes();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <AppProviders catalogs={catalogs}>
      <BrowserRouter future={routerFutureFlags}>
        <ShellRoutes remotes={remotes} />
      </BrowserRouter>
    </AppProviders>,
  );
}

void render();
