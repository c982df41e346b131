import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { authCommands } from '@steady/bus';
import { mailLinkTokenParameter } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, ButtonLink, prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { AuthForm } from '../../auth';
import { confirmEmailChange } from '../api/mail-flows-api';

/**
 * `/confirm-email?token=…`, opened from the mail sent to the new address. A button, not an automatic call:
 * the link is used once, and a page that confirms on its own would spend it on a mere preview.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(mailLinkTokenParameter) ?? '';
  const [language] = useLanguage();
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<'waiting' | 'confirming' | { email: string }>('waiting');
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setState('confirming');
    setFailure(null);
    try {
      const { email } = await confirmEmailChange({ token, language });
      authCommands.profileChanged({ email });
      setState({ email });
    } catch (error) {
      await prepareErrorReasonTexts();
      setFailure(errorMessage(error));
      setState('waiting');
    }
  };

  return (
    <AuthForm
      titleId="confirmEmail.title"
      leadId="confirmEmail.lead"
      onSubmit={() => void confirm()}
      footer={null}
    >
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      {typeof state === 'object' ? (
        <>
          <Alert tone="success">
            <FormattedMessage id="confirmEmail.done" values={{ email: state.email }} />
          </Alert>
          <div>
            <ButtonLink to="/profile">
              <FormattedMessage id="reset.toProfile" />
            </ButtonLink>
          </div>
        </>
      ) : token === '' ? (
        <Alert tone="error">
          <FormattedMessage id="confirmEmail.noToken" />
        </Alert>
      ) : (
        <div>
          <Button type="submit" disabled={state === 'confirming'}>
            <FormattedMessage
              id={state === 'confirming' ? 'confirmEmail.submitting' : 'confirmEmail.submit'}
            />
          </Button>
        </div>
      )}
    </AuthForm>
  );
}
