import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';

/**
 * Turns a failed call into words for the user: a calm "try again" when a service is down or the
 * network is gone, the server's own text for errors it explained, a generic line otherwise.
 */
export function useErrorMessage() {
  const intl = useIntl();
  return (error: unknown): string => {
    if (isApiError(error)) {
      if (error.code === 'network_error') return intl.formatMessage({ id: 'ui.error.network' });
      if (error.isUnavailable) return intl.formatMessage({ id: 'ui.error.unavailable' });
      if (error.status < 500 && error.code !== 'invalid_response') return error.message;
    }
    return intl.formatMessage({ id: 'ui.error.generic' });
  };
}
