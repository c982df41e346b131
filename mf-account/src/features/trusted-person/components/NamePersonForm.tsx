import { FormattedMessage, useIntl } from 'react-intl';
import { languages, type TrustedPersonResponse } from '@steady/contracts';
import { Alert, Button, Card, HealthConsentPrompt, SectionTitle, Stack } from '@steady/ui';
import { Field } from '../../../shared/components/field-styles';
import { TextField } from '../../../shared/components/TextField';
import { trustedFieldId, useNamePerson } from '../hooks/use-name-person';

interface NamePersonFormProps {
  /** The user's account name, to start "your name, as they know you" from. */
  accountName: string;
  /** After a decline or a stop: the form names someone else. */
  someoneElse: boolean;
  onNamed: (answer: TrustedPersonResponse) => void;
}

/** Names the trusted person: Steady mails them once to ask, in the language picked here. */
export function NamePersonForm({ accountName, someoneElse, onNamed }: NamePersonFormProps) {
  const intl = useIntl();
  const { form, failed, submission, submit } = useNamePerson(accountName, onNamed);

  const text = (field: 'name' | 'email' | 'yourName', type: 'text' | 'email', autoComplete: string) => (
    <TextField
      id={trustedFieldId(field)}
      labelId={`trusted.form.${field}`}
      type={type}
      autoComplete={autoComplete}
      value={form.values[field]}
      onChange={(value) => form.change(field, value)}
      errorId={form.errors[field]}
    />
  );

  return (
    <Card aria-label={intl.formatMessage({ id: 'trusted.form.title' })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <SectionTitle>
            <FormattedMessage id="trusted.form.title" />
          </SectionTitle>
          {someoneElse && (
            <p>
              <FormattedMessage id="trusted.form.someoneElse" />
            </p>
          )}
          {text('name', 'text', 'off')}
          {text('email', 'email', 'off')}
          <Field>
            <label htmlFor={trustedFieldId('language')}>
              <FormattedMessage id="trusted.form.language" />
            </label>
            <select
              id={trustedFieldId('language')}
              value={form.values.language}
              onChange={(event) => form.change('language', event.target.value)}
            >
              {languages.map((language) => (
                <option key={language} value={language}>
                  {intl.formatMessage({ id: `trusted.form.language.${language}` })}
                </option>
              ))}
            </select>
          </Field>
          {text('yourName', 'text', 'name')}
          <HealthConsentPrompt error={failed} onGranted={() => void submit()} />
          {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
          <div>
            <Button type="submit" disabled={submission.pending}>
              <FormattedMessage id={submission.pending ? 'trusted.form.submitting' : 'trusted.form.submit'} />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
