import { useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { errorCodeMessageIds, errorReasonMessageIds } from './error-messages';

/**
 * Turns a failed call into words for the user, in their language: the text for the server's specific
 * reason when it gave one, else the text for the broad code (a service down, the network gone, …).
 */
export function useErrorMessage() {
  const intl = useIntl();
  return (error: unknown): string => {
    if (!isApiError(error)) return intl.formatMessage({ id: 'ui.error.generic' });
    const id = error.reason ? errorReasonMessageIds[error.reason] : errorCodeMessageIds[error.code];
    return intl.formatMessage({ id });
  };
}
