import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { authChannel, authCommands, useChannel } from '@steady/bus';
import { Alert, Button } from '@steady/ui';
import { PagePlaceholder } from '../../../shared/components/PagePlaceholder';
import { TextField } from '../../../shared/components/TextField';
import { fieldErrorsFromServer } from '../../../shared/forms/field-errors';
import { focusField } from '../../../shared/forms/focus-field';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useReturnIntent, useReturnPath, useSessionEnded } from '../../session';
import { logIn } from '../api/auth-api';
import { completeSignIn, mirrorServerProgress } from '../api/session';
import { loginFields, validateLoginForm, type LoginField } from '../hooks/form-validation';
import { loginFailureOf, loginFailureOfQuery, type LoginFailureMessageId } from '../hooks/login-failure';
import { AuthForm } from './AuthForm';
import { GoogleSignInLink } from './GoogleSignInLink';

const fieldId = (field: LoginField) => `login-${field}`;

/** Forgot password, Google, and the way to create an account (keeping where the reader was going). */
function LoginLinks({
  returnPath,
  intent,
}: {
  returnPath: string;
  intent: ReturnType<typeof useReturnIntent>;
}) {
  return (
    <>
      <p>
        <Link to="/forgot-password">
          <FormattedMessage id="login.forgotPassword" />
        </Link>
      </p>
      <GoogleSignInLink returnTo={returnPath} intent={intent} />
      <p>
        <FormattedMessage
          id="login.noAccount"
          values={{
            link: (text) => (
              <Link to="/register" state={{ from: returnPath, intent }}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </>
  );
}

/** Why the reader is here: the last sign-in's failure, or else a session that ended on its own. */
function LoginNotice({
  sessionEnded,
  failure,
}: {
  sessionEnded: boolean;
  failure: LoginFailureMessageId | null;
}) {
  return (
    <>
      {sessionEnded && failure === null && (
        <Alert tone="info">
          <FormattedMessage id="session.ended" />
        </Alert>
      )}
      {failure !== null && (
        <Alert tone="error">
          <FormattedMessage id={failure} />
        </Alert>
      )}
    </>
  );
}

/** `/login`: email and password (spec §5, §8), Google when configured; signed-in users go home. */
export function LoginPage() {
  const auth = useChannel(authChannel);
  const returnPath = useReturnPath();
  const intent = useReturnIntent();
  const sessionEnded = useSessionEnded();
  const [searchParams] = useSearchParams();
  const form = useFormFields({ email: '', password: '' }, validateLoginForm);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<LoginFailureMessageId | null>(() =>
    loginFailureOfQuery(searchParams.get('error')),
  );

  if (!submitting && auth.isAuthenticated)
    return <Navigate to={returnPath} replace state={intent ? { intent } : null} />;
  if (!submitting && auth.loading) return <PagePlaceholder />;

  const change = (field: LoginField, value: string) => {
    form.change(field, value);
    setFailure(null);
  };

  const submit = async () => {
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    setSubmitting(true);
    setFailure(null);
    authCommands.requestStarted();
    try {
      const { token } = await logIn(form.values);
      await completeSignIn(token);
      void mirrorServerProgress();
    } catch (error) {
      authCommands.requestFailed(error instanceof Error ? error.message : null);
      if (isApiError(error) && error.code === 'validation_failed') {
        form.setErrors(fieldErrorsFromServer(error.fields, loginFields));
      } else {
        setFailure(loginFailureOf(error));
      }
    }
    setSubmitting(false);
  };

  return (
    <AuthForm
      titleId="login.title"
      leadId="login.lead"
      onSubmit={() => void submit()}
      footer={<LoginLinks returnPath={returnPath} intent={intent} />}
    >
      <LoginNotice sessionEnded={sessionEnded} failure={failure} />
      <TextField
        id={fieldId('email')}
        labelId="field.email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(value) => change('email', value)}
        errorId={form.errors.email}
      />
      <TextField
        id={fieldId('password')}
        labelId="field.password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => change('password', value)}
        errorId={form.errors.password}
      />
      <div>
        <Button type="submit" disabled={submitting}>
          <FormattedMessage id={submitting ? 'login.submitting' : 'login.submit'} />
        </Button>
      </div>
    </AuthForm>
  );
}
