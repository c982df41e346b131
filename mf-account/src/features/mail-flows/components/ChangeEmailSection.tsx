import { FormattedMessage, useIntl } from 'react-intl';
import { emailChangeLinkHours, type User } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { changeEmailFieldId, useEmailChange } from '../hooks/use-email-change';

/** On /profile: a new email, confirmed through a link sent to it; until then the old one stays. */
export function ChangeEmailSection({ user }: { user: User }) {
  const intl = useIntl();
  const { form, sentTo, submission, submit } = useEmailChange();
  const sending = submission.pending;

  return (
    <Card aria-label={intl.formatMessage({ id: 'emailChange.title' })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <SectionTitle>
            <FormattedMessage id="emailChange.title" />
          </SectionTitle>
          <p>
            <FormattedMessage id="emailChange.current" values={{ email: user.email }} />
          </p>
          {sentTo !== null && (
            <Alert tone="success">
              <FormattedMessage
                id="emailChange.sent"
                values={{ email: sentTo, hours: emailChangeLinkHours }}
              />
            </Alert>
          )}
          {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
          <TextField
            id={changeEmailFieldId('newEmail')}
            labelId="emailChange.newEmail"
            type="email"
            autoComplete="email"
            value={form.values.newEmail}
            onChange={(value) => form.change('newEmail', value)}
            errorId={form.errors.newEmail}
          />
          <TextField
            id={changeEmailFieldId('currentPassword')}
            labelId="emailChange.currentPassword"
            type="password"
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(value) => form.change('currentPassword', value)}
            errorId={form.errors.currentPassword}
          />
          <p>
            <FormattedMessage id="emailChange.googleHint" />
          </p>
          <div>
            <Button type="submit" $variant="secondary" disabled={sending}>
              <FormattedMessage id={sending ? 'emailChange.submitting' : 'emailChange.submit'} />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
