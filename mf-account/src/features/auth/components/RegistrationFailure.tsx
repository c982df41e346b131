import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { Alert, useErrorMessage } from '@steady/ui';

/**
 * Spec §8 "Registration failed" with the reason under it. The server's reasons this form knows are
 * shown in the reader's language (the English text is the server's, word for word); any other is shown
 * as the server wrote it.
 */
export function RegistrationFailure({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  const emailTaken = isApiError(error) && error.code === 'conflict';
  return (
    <Alert tone="error">
      <strong>
        <FormattedMessage id="register.failed" />
      </strong>
      <br />
      {emailTaken ? (
        <FormattedMessage
          id="register.error.emailTaken"
          values={{ link: (text) => <Link to="/login">{text}</Link> }}
        />
      ) : (
        errorMessage(error)
      )}
    </Alert>
  );
}
