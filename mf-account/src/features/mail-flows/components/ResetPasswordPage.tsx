import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { mailLinkTokenParameter } from '@steady/contracts';
import { Alert, Button, ButtonLink } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { AuthForm } from '../../auth';
import { resetFieldId, useResetPassword } from '../hooks/use-reset-password';

/** `/reset-password?token=…`, opened from the mail: a new password, then the user is signed in with it. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(mailLinkTokenParameter) ?? '';
  const { form, state, failure, submit } = useResetPassword(token);

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
            id={resetFieldId('password')}
            labelId="reset.newPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(value) => form.change('password', value)}
            errorId={form.errors.password}
          />
          <TextField
            id={resetFieldId('confirmPassword')}
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
