import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { deleteAccountRequestSchema, type User } from '@steady/contracts';
import { Alert, Button, Card, Row, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { firstErrorPerField } from '../../../shared/forms/field-errors';
import { deleteAccount } from '../api/deletion-api';

/**
 * Delete my account: confirmed with the password (an account that signs in only with Google types its email
 * instead). Data goes from all three services and an active subscription is cancelled; then this browser is
 * signed out.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const hasPassword = user.hasPassword !== false;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submission = useFormSubmission({
    successToastId: 'selfService.delete.done',
    handleError: (error) => {
      if (!isApiError(error) || error.reason !== 'wrong_password') return false;
      setFieldError(hasPassword ? 'selfService.delete.wrongPassword' : 'selfService.delete.wrongEmail');
      return true;
    },
  });
  const deleting = submission.pending;

  const submit = async () => {
    const parsed = deleteAccountRequestSchema.safeParse({ password: confirmation });
    if (!parsed.success) return setFieldError(firstErrorPerField(parsed.error.issues, ['password']).password);
    if (await submission.submit(() => deleteAccount(parsed.data))) navigate('/', { replace: true });
  };

  return (
    <Card aria-labelledby="delete-title">
      <SectionTitle id="delete-title">
        <FormattedMessage id="selfService.delete.title" />
      </SectionTitle>
      <Stack>
        <p>
          <FormattedMessage id="selfService.delete.what" />
        </p>
        {!open && (
          <div>
            <Button $variant="danger" onClick={() => setOpen(true)}>
              <FormattedMessage id="selfService.delete.open" />
            </Button>
          </div>
        )}
        {open && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack>
              {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
              <TextField
                id="delete-confirmation"
                labelId={hasPassword ? 'selfService.delete.password' : 'selfService.delete.email'}
                type={hasPassword ? 'password' : 'email'}
                autoComplete={hasPassword ? 'current-password' : 'off'}
                value={confirmation}
                onChange={(value) => {
                  setConfirmation(value);
                  setFieldError(undefined);
                }}
                errorId={fieldError}
              />
              {!hasPassword && (
                <p>
                  <FormattedMessage id="selfService.delete.typeEmail" values={{ email: user.email }} />
                </p>
              )}
              <Row $gap={2}>
                <Button type="submit" $variant="danger" disabled={deleting}>
                  <FormattedMessage
                    id={deleting ? 'selfService.delete.deleting' : 'selfService.delete.confirm'}
                  />
                </Button>
                <Button type="button" $variant="quiet" disabled={deleting} onClick={() => setOpen(false)}>
                  <FormattedMessage id="selfService.delete.keep" />
                </Button>
              </Row>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
