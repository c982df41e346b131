import { lazy, Suspense } from 'react';
import { useChannel } from '@steady/bus';
import { waitingWorker } from '../service-worker/register-service-worker';

// A new version is rare: the banner's code arrives when there is one, not with every first load.
const UpdateBanner = lazy(async () => ({ default: (await import('./UpdateBanner')).UpdateBanner }));

/** "A new version is ready — Reload": the new version waits for the reader, never switching mid-exercise. */
export function UpdatePrompt() {
  const worker = useChannel(waitingWorker);
  if (!worker) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner worker={worker} />
    </Suspense>
  );
}
