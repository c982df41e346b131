import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema, passwordResetLinkMinutes } from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { AuthForm } from '../../auth';
import { focusField } from '../../../shared/forms/focus-field';
import { firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { requestPasswordReset } from '../api/mail-flows-api';

const emailFieldId = 'forgot-email';

/** `/forgot-password`: asks for the email and mails a reset link; the answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const [language] = useLanguage();
  const errorMessage = useErrorMessage();
  const form = useFormFields({ email: '' }, (values) => {
    const result = forgotPasswordRequestSchema.safeParse(values);
    return result.success ? {} : firstErrorPerField(result.error.issues, ['email'] as const);
  });
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (form.validateAll().length > 0) return focusField(emailFieldId);
    setState('sending');
    setFailure(null);
    try {
      await requestPasswordReset({ email: form.values.email, language });
      setState('sent');
    } catch (error) {
      await prepareErrorReasonTexts();
      setFailure(errorMessage(error));
      setState('editing');
    }
  };

  return (
    <AuthForm
      titleId="forgot.title"
      leadId="forgot.lead"
      onSubmit={() => void submit()}
      footer={
        <p>
          <Link to="/login">
            <FormattedMessage id="forgot.backToLogin" />
          </Link>
        </p>
      }
    >
      {state === 'sent' ? (
        <Alert tone="success">
          <FormattedMessage
            id="forgot.sent"
            values={{ email: form.values.email.trim(), minutes: passwordResetLinkMinutes }}
          />
        </Alert>
      ) : (
        <>
          {failure !== null && <Alert tone="error">{failure}</Alert>}
          <TextField
            id={emailFieldId}
            labelId="field.email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(value) => form.change('email', value)}
            errorId={form.errors.email}
          />
          <div>
            <Button type="submit" disabled={state === 'sending'}>
              <FormattedMessage id={state === 'sending' ? 'forgot.submitting' : 'forgot.submit'} />
            </Button>
          </div>
        </>
      )}
    </AuthForm>
  );
}
