import { lazy, Suspense } from 'react';
import { useViewer } from '@steady/bus';

// Loaded on use: a guest never needs it, and its schema would otherwise ship in every page's first script.
const AgreedTrustedPersonLink = lazy(() =>
  import('./agreed-trusted-person-link').then(
    ({ AgreedTrustedPersonLink: link }) => ({ default: link }),
    // Without its code there is simply no action to offer, as when the answer does not come.
    () => ({ default: () => null }),
  ),
);

/**
 * "Message <name>": one tap to the preview of a rough-moment message, shown only to a signed-in user whose
 * trusted person agreed. Nothing is sent from here; the preview's Send does that.
 */
export function MessageTrustedPerson() {
  const { userId } = useViewer();
  if (userId === null) return null;
  return (
    <Suspense fallback={null}>
      <AgreedTrustedPersonLink />
    </Suspense>
  );
}
