import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changeEmailRequestSchema, emailChangeLinkHours, type User } from '@steady/contracts';
import { isApiError } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { focusField } from '../../../shared/forms/focus-field';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { requestEmailChange } from '../api/mail-flows-api';

const fields = ['newEmail', 'currentPassword'] as const;
type ChangeEmailField = (typeof fields)[number];
const fieldId = (field: ChangeEmailField) => `change-email-${field}`;

/** On /profile: a new email, confirmed through a link sent to it; until then the old one stays. */
export function ChangeEmailSection({ user }: { user: User }) {
  const intl = useIntl();
  const [language] = useLanguage();
  const form = useFormFields({ newEmail: '', currentPassword: '' }, (values) => {
    const result = changeEmailRequestSchema.safeParse(values);
    return result.success ? {} : firstErrorPerField(result.error.issues, fields);
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submission = useFormSubmission({
    handleError: (error) => {
      if (isApiError(error) && error.reason === 'wrong_current_password') {
        form.setErrors({ currentPassword: 'emailChange.wrongPassword' });
        focusField(fieldId('currentPassword'));
      } else if (isApiError(error) && error.code === 'validation_failed') {
        form.setErrors(fieldErrorsFromServer(error.fields, fields));
      } else return false;
      return true;
    },
  });
  const sending = submission.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    setSentTo(null);
    await submission.submit(async () => {
      const newEmail = form.values.newEmail.trim();
      await requestEmailChange({ newEmail, currentPassword: form.values.currentPassword, language });
      setSentTo(newEmail);
      form.change('currentPassword', '');
    });
  };

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
            id={fieldId('newEmail')}
            labelId="emailChange.newEmail"
            type="email"
            autoComplete="email"
            value={form.values.newEmail}
            onChange={(value) => form.change('newEmail', value)}
            errorId={form.errors.newEmail}
          />
          <TextField
            id={fieldId('currentPassword')}
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
