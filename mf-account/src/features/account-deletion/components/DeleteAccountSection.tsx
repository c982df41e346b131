import { FormattedMessage } from 'react-intl';
import type { User } from '@steady/contracts';
import { Alert, Button, Card, Row, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { useInlineForm } from '../../../shared/hooks/use-inline-form';
import { useAccountDeletion } from '../hooks/use-account-deletion';

/**
 * Delete my account: confirmed with the password (an account that signs in only with Google types its email
 * instead). Data goes from all three services and an active subscription is cancelled; then this browser is
 * signed out.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const hasPassword = user.hasPassword !== false;
  const { open, show, close, openerRef } = useInlineForm();
  const { confirmation, fieldError, submission, changeConfirmation, submit } =
    useAccountDeletion(hasPassword);
  const deleting = submission.pending;

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
            <Button ref={openerRef} $variant="danger" onClick={show}>
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
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !deleting) close();
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
                onChange={changeConfirmation}
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
                <Button type="button" $variant="quiet" disabled={deleting} onClick={close}>
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
