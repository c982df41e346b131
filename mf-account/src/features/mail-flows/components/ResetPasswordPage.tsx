import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { mailLinkTokenParameter, resetPasswordFormSchema } from '@steady/contracts';
import { Alert, Button, ButtonLink, prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { AuthForm, completeSignIn, mirrorServerProgress } from '../../auth';
import { focusField } from '../../../shared/forms/focus-field';
import { firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { resetPassword } from '../api/mail-flows-api';

const fields = ['password', 'confirmPassword'] as const;
type ResetField = (typeof fields)[number];
const fieldId = (field: ResetField) => `reset-${field}`;

/** `/reset-password?token=…`, opened from the mail: a new password, then the user is signed in with it. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(mailLinkTokenParameter) ?? '';
  const errorMessage = useErrorMessage();
  const form = useFormFields({ password: '', confirmPassword: '' }, (values) => {
    const result = resetPasswordFormSchema.safeParse(values);
    return result.success ? {} : firstErrorPerField(result.error.issues, fields);
  });
  const [state, setState] = useState<'editing' | 'saving' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    setState('saving');
    setFailure(null);
    try {
      const signIn = await resetPassword({ token, password: form.values.password });
      await completeSignIn(signIn.token);
      void mirrorServerProgress();
      setState('done');
    } catch (error) {
      await prepareErrorReasonTexts();
      setFailure(errorMessage(error));
      setState('editing');
    }
  };

  const footer = (
    <p>
      <Link to="/forgot-password">
        <FormattedMessage id="reset.newLink" />
      </Link>
    </p>
  );

  if (state === 'done') {
    return (
      <AuthForm titleId="reset.title" leadId="reset.lead" onSubmit={() => undefined} footer={null}>
        <Alert tone="success">
          <FormattedMessage id="reset.done" />
        </Alert>
        <div>
          <ButtonLink to="/profile">
            <FormattedMessage id="reset.toProfile" />
          </ButtonLink>
        </div>
      </AuthForm>
    );
  }
  return (
    <AuthForm titleId="reset.title" leadId="reset.lead" onSubmit={() => void submit()} footer={footer}>
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      {token === '' ? (
        <Alert tone="error">
          <FormattedMessage id="reset.noToken" />
        </Alert>
      ) : (
        <>
          <TextField
            id={fieldId('password')}
            labelId="reset.newPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(value) => form.change('password', value)}
            errorId={form.errors.password}
          />
          <TextField
            id={fieldId('confirmPassword')}
            labelId="field.confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(value) => form.change('confirmPassword', value)}
            errorId={form.errors.confirmPassword}
          />
          <div>
            <Button type="submit" disabled={state === 'saving'}>
              <FormattedMessage id={state === 'saving' ? 'reset.submitting' : 'reset.submit'} />
            </Button>
          </div>
        </>
      )}
    </AuthForm>
  );
}
