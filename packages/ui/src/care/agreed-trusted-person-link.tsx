import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { apiRequest } from '@steady/api-client';
import { useViewer } from '@steady/bus';
import { trustedPersonPath, trustedPersonResponseSchema } from '@steady/contracts/trusted-person';

/** The name of the signed-in user's trusted person once they agreed; null for a guest or anyone else. */
function useAgreedTrustedPerson(): string | null {
  const { userId } = useViewer();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    setName(null);
    if (userId === null) return undefined;
    const controller = new AbortController();
    apiRequest(trustedPersonPath.replace(/^\/api/, ''), {
      schema: trustedPersonResponseSchema,
      signal: controller.signal,
    })
      .then(({ person }) => setName(person?.status === 'agreed' ? person.name : null))
      // Without an answer there is simply no action to offer; the numbers above stay.
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
  return name;
}

/**
 * "Message <name>": one tap to the preview of a rough-moment message, shown only when a trusted person
 * agreed. Nothing is sent from here; the preview's Send does that.
 */
export function AgreedTrustedPersonLink() {
  const name = useAgreedTrustedPerson();
  if (name === null) return null;
  return (
    <p>
      <Link to="/trusted-person/message">
        <FormattedMessage id="ui.crisis.messageTrustedPerson" values={{ name }} />
      </Link>
    </p>
  );
}
