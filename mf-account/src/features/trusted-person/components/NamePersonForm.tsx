import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languages, type Language, type TrustedPersonResponse } from '@steady/contracts';
import { nameTrustedPersonRequestSchema } from '@steady/contracts/trusted-person';
import { isApiError } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import {
  Alert,
  Button,
  Card,
  HealthConsentPrompt,
  needsHealthConsent,
  SectionTitle,
  Stack,
} from '@steady/ui';
import { Field } from '../../../shared/components/field-styles';
import { TextField } from '../../../shared/components/TextField';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { focusField } from '../../../shared/forms/focus-field';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { nameTrustedPerson } from '../api/trusted-person-api';

const fields = ['name', 'email', 'language', 'yourName'] as const;
const fieldId = (field: (typeof fields)[number]) => `trusted-${field}`;

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
  const [appLanguage] = useLanguage();
  const form = useFormFields(
    { name: '', email: '', language: appLanguage as string, yourName: accountName },
    (values) => {
      const result = nameTrustedPersonRequestSchema.safeParse(values);
      return result.success ? {} : firstErrorPerField(result.error.issues, fields);
    },
  );
  const [failed, setFailed] = useState<unknown>(null);
  const submission = useFormSubmission({
    handleError: (error) => {
      setFailed(error);
      // The consent prompt below says it, with the button that gives it.
      if (needsHealthConsent(error)) return true;
      if (!isApiError(error) || error.code !== 'validation_failed') return false;
      form.setErrors(fieldErrorsFromServer(error.fields, fields));
      return true;
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    setFailed(null);
    await submission.submit(async () =>
      onNamed(await nameTrustedPerson({ ...form.values, language: form.values.language as Language })),
    );
  };

  const text = (field: 'name' | 'email' | 'yourName', type: 'text' | 'email', autoComplete: string) => (
    <TextField
      id={fieldId(field)}
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
            <label htmlFor={fieldId('language')}>
              <FormattedMessage id="trusted.form.language" />
            </label>
            <select
              id={fieldId('language')}
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
