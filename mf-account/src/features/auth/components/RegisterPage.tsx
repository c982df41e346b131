import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { authChannel, useChannel } from '@steady/bus';
import { googleTermsQuery } from '@steady/contracts';
import { Alert, Button, Page } from '@steady/ui';
import { PagePlaceholder } from '../../../shared/components/PagePlaceholder';
import { TextField } from '../../../shared/components/TextField';
import { TermsConsent } from '../../consent';
import { GuestProgressOffer } from '../../progress';
import { useReturnIntent, useReturnPath } from '../../session';
import type { RegisterField } from '../hooks/form-validation';
import { registerFieldId, useRegistration } from '../hooks/use-registration';
import { AuthForm } from './AuthForm';
import { GoogleSignInLink } from './GoogleSignInLink';
import { RegistrationFailure } from './RegistrationFailure';

const fields: { field: RegisterField; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

interface FooterProps {
  readonly returnPath: string;
  readonly intent: ReturnType<typeof useReturnIntent>;
  readonly acceptedTerms: boolean;
  readonly onTermsMissing: () => void;
}

/** Google sign-up waits for the terms too; and the way to sign in for those who have an account. */
function RegisterFooter({ returnPath, intent, acceptedTerms, onTermsMissing }: FooterProps) {
  return (
    <>
      <GoogleSignInLink
        returnTo={returnPath}
        acceptedTerms={acceptedTerms}
        intent={intent}
        onClick={(event) => {
          if (acceptedTerms) return;
          event.preventDefault();
          onTermsMissing();
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
  );
}

/** `/register` (spec §5, §8); right after sign-up, offers to keep the progress this device made as a guest. */
export function RegisterPage() {
  const auth = useChannel(authChannel);
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const intent = useReturnIntent();
  const returnState = intent ? { intent } : null;
  const registration = useRegistration();
  const { form, phase, failure, acceptedTerms, termsMissing } = registration;
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

  return (
    <AuthForm
      titleId="register.title"
      leadId="register.lead"
      onSubmit={() => void registration.submit()}
      footer={
        <RegisterFooter
          returnPath={returnPath}
          intent={intent}
          acceptedTerms={acceptedTerms}
          onTermsMissing={registration.showTermsMissing}
        />
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
          id={registerFieldId(field)}
          labelId={`field.${field}`}
          type={type}
          autoComplete={autoComplete}
          value={form.values[field]}
          onChange={(value) => registration.change(field, value)}
          errorId={form.errors[field]}
        />
      ))}
      <TermsConsent checked={acceptedTerms} onChange={registration.setTerms} showError={termsMissing} />
      <div>
        <Button type="submit" disabled={phase === 'submitting'}>
          <FormattedMessage id={phase === 'submitting' ? 'register.submitting' : 'register.submit'} />
        </Button>
      </div>
    </AuthForm>
  );
}
