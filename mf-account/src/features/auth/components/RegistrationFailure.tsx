import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { Alert, useErrorMessage } from '@steady/ui';

/**
 * Spec §8 "Registration failed" with the reason under it, in the reader's language; a taken email also
 * offers the way to log in instead.
 */
export function RegistrationFailure({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  const emailTaken = isApiError(error) && error.reason === 'email_taken';
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
