import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { authChannel, authCommands, showToast, useChannel } from '@steady/bus';
import { googleTermsQuery } from '@steady/contracts';
import { userStateChannel } from '@steady/user-state';
import { Alert, Button, Page } from '@steady/ui';
import { PagePlaceholder } from '../../../shared/components/PagePlaceholder';
import { TextField } from '../../../shared/components/TextField';
import { fieldErrorsFromServer } from '../../../shared/forms/field-errors';
import { focusField } from '../../../shared/forms/focus-field';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { TermsConsent, termsConsentId } from '../../consent';
import { GuestProgressOffer, hasGuestProgress } from '../../progress';
import { useReturnIntent, useReturnPath } from '../../session';
import { registerAccount } from '../api/auth-api';
import { completeSignIn } from '../api/session';
import { registerFields, validateRegisterForm, type RegisterField } from '../hooks/form-validation';
import { AuthForm } from './AuthForm';
import { GoogleSignInLink } from './GoogleSignInLink';
import { RegistrationFailure } from './RegistrationFailure';

const fieldId = (field: RegisterField) => `register-${field}`;

const fields: { field: RegisterField; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

type Phase = 'form' | 'submitting' | 'offer';

/** `/register` (spec §5, §8); right after sign-up, offers to keep the progress this device made as a guest. */
export function RegisterPage() {
  const intl = useIntl();
  const auth = useChannel(authChannel);
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const intent = useReturnIntent();
  const returnState = intent ? { intent } : null;
  const form = useFormFields(
    { name: '', email: '', password: '', confirmPassword: '' },
    validateRegisterForm,
  );
  const [phase, setPhase] = useState<Phase>('form');
  const [failure, setFailure] = useState<unknown>(null);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  // Back from Google: that account is new to Steady and waits for the consent below.
  const [searchParams] = useSearchParams();
  const googleNeedsTerms = searchParams.get(googleTermsQuery.name) === googleTermsQuery.termsRequired;

  if (phase === 'offer') {
    return (
      <Page>
        <GuestProgressOffer onDone={() => navigate(returnPath, { replace: true, state: returnState })} />
      </Page>
    );
  }
  if (phase === 'form' && auth.isAuthenticated)
    return <Navigate to={returnPath} replace state={returnState} />;
  if (phase === 'form' && auth.loading) return <PagePlaceholder />;

  const change = (field: RegisterField, value: string) => {
    form.change(field, value);
    setFailure(null);
  };

  const submit = async () => {
    const [firstInvalid] = form.validateAll();
    setTermsMissing(!acceptedTerms);
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    if (!acceptedTerms) return focusField(termsConsentId);
    setPhase('submitting');
    setFailure(null);
    authCommands.requestStarted();
    // Decided before signing in: from then on the local state starts mirroring the account.
    const offerGuestProgress = hasGuestProgress(userStateChannel.get());
    try {
      const { name, email, password } = form.values;
      const { token } = await registerAccount({ name, email, password, acceptedTerms });
      await completeSignIn(token);
      // The page the new user lands on is not about them: the welcome is said wherever that is.
      showToast(intl.formatMessage({ id: 'register.welcome' }, { name: name.trim() }), 'success');
      setPhase(offerGuestProgress ? 'offer' : 'form');
    } catch (error) {
      authCommands.requestFailed(error instanceof Error ? error.message : null);
      if (isApiError(error) && error.code === 'validation_failed') {
        form.setErrors(fieldErrorsFromServer(error.fields, registerFields));
        setTermsMissing(error.fields.acceptedTerms !== undefined);
      } else {
        setFailure(error);
      }
      setPhase('form');
    }
  };

  return (
    <AuthForm
      titleId="register.title"
      leadId="register.lead"
      onSubmit={() => void submit()}
      footer={
        <>
          <GoogleSignInLink
            returnTo={returnPath}
            acceptedTerms={acceptedTerms}
            intent={intent}
            onClick={(event) => {
              if (acceptedTerms) return;
              event.preventDefault();
              setTermsMissing(true);
              focusField(termsConsentId);
            }}
          />
          <p>
            <FormattedMessage
              id="register.haveAccount"
              values={{
                link: (text) => (
                  <Link to="/login" state={{ from: returnPath, intent }}>
                    {text}
                  </Link>
                ),
              }}
            />
          </p>
        </>
      }
    >
      {googleNeedsTerms && (
        <Alert tone="info">
          <FormattedMessage id="register.googleTermsRequired" />
        </Alert>
      )}
      {failure !== null && <RegistrationFailure error={failure} />}
      {fields.map(({ field, type, autoComplete }) => (
        <TextField
          key={field}
          id={fieldId(field)}
          labelId={`field.${field}`}
          type={type}
          autoComplete={autoComplete}
          value={form.values[field]}
          onChange={(value) => change(field, value)}
          errorId={form.errors[field]}
        />
      ))}
      <TermsConsent
        checked={acceptedTerms}
        onChange={(checked) => {
          setAcceptedTerms(checked);
          if (checked) setTermsMissing(false);
        }}
        showError={termsMissing}
      />
      <div>
        <Button type="submit" disabled={phase === 'submitting'}>
          <FormattedMessage id={phase === 'submitting' ? 'register.submitting' : 'register.submit'} />
        </Button>
      </div>
    </AuthForm>
  );
}
