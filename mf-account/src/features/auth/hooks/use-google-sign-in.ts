import { useEffect, useState } from 'react';
import { fetchAuthProviders } from '../api/auth-api';

/**
 * Whether this deployment offers Google sign-in. Until the answer arrives (or when it cannot be read) the
 * button stays hidden: a button that leads to an error is worse than none.
 */
export function useGoogleSignInAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    fetchAuthProviders().then(
      (providers) => current && setAvailable(providers.google),
      () => current && setAvailable(false),
    );
    return () => {
      current = false;
    };
  }, []);
  return available;
}
