import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  supportMessageMaximumLength,
  supportRequestSchema,
  supportTopics,
  type SupportRequestReceipt,
  type User,
} from '@steady/contracts';
import { isApiError } from '@steady/api-client';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { focusField } from '../../../shared/forms/focus-field';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { Field } from '../../../shared/components/field-styles';
import { sendSupportRequest } from '../api/support-api';

const fields = ['topic', 'message'] as const;
type SupportField = (typeof fields)[number];
const fieldId = (field: SupportField) => `support-${field}`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.95rem;
`;

function FieldError({ id, messageId }: { id: string; messageId: string | undefined }) {
  if (messageId === undefined) return null;
  return (
    <ErrorText id={id}>
      <FormattedMessage id={messageId} />
    </ErrorText>
  );
}

interface SupportFieldProps {
  value: string;
  /** The message id of the field's error, when it has one. */
  error: string | undefined;
  onChange: (value: string) => void;
}

const errorIdOf = (field: SupportField) => `${fieldId(field)}-error`;
const describedBy = (field: SupportField, error: string | undefined) =>
  error === undefined ? undefined : errorIdOf(field);

function TopicField({ value, error, onChange }: SupportFieldProps) {
  const intl = useIntl();
  return (
    <Field>
      <label htmlFor={fieldId('topic')}>
        <FormattedMessage id="supportForm.topic" />
      </label>
      <select
        id={fieldId('topic')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy('topic', error)}
      >
        <option value="">{intl.formatMessage({ id: 'supportForm.topic.choose' })}</option>
        {supportTopics.map((topic) => (
          <option key={topic} value={topic}>
            {intl.formatMessage({ id: `supportForm.topic.${topic}` })}
          </option>
        ))}
      </select>
      <FieldError id={errorIdOf('topic')} messageId={error} />
    </Field>
  );
}

function MessageField({ value, error, onChange }: SupportFieldProps) {
  return (
    <Field>
      <label htmlFor={fieldId('message')}>
        <FormattedMessage id="supportForm.message" />
      </label>
      <textarea
        id={fieldId('message')}
        value={value}
        maxLength={supportMessageMaximumLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy('message', error)}
      />
      <FieldError id={errorIdOf('message')} messageId={error} />
    </Field>
  );
}

/** On /profile: "Contact support" — stored, mailed to the team, Premium answered first. */
export function ContactSupportSection({ user }: { user: User }) {
  const intl = useIntl();
  const form = useFormFields({ topic: '', message: '' }, (values) => {
    const result = supportRequestSchema.safeParse(values);
    return result.success ? {} : firstErrorPerField(result.error.issues, fields);
  });
  const [receipt, setReceipt] = useState<SupportRequestReceipt | null>(null);
  const submission = useFormSubmission({
    handleError: (error) => {
      if (!isApiError(error) || error.code !== 'validation_failed') return false;
      form.setErrors(fieldErrorsFromServer(error.fields, fields));
      return true;
    },
  });
  const sending = submission.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(fieldId(firstInvalid));
    await submission.submit(async () => {
      const topic = form.values.topic as (typeof supportTopics)[number];
      setReceipt(await sendSupportRequest({ topic, message: form.values.message }));
      form.change('message', '');
      form.change('topic', '');
    });
  };

  return (
    <Card aria-label={intl.formatMessage({ id: 'supportForm.title' })}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <SectionTitle>
            <FormattedMessage id="supportForm.title" />
          </SectionTitle>
          <p>
            <FormattedMessage id="supportForm.lead" values={{ email: user.email }} />
          </p>
          {receipt !== null && (
            <Alert tone="success">
              <FormattedMessage
                id={receipt.priority ? 'supportForm.sent.priority' : 'supportForm.sent.standard'}
                values={{ id: receipt.id, days: receipt.replyWithinBusinessDays, email: user.email }}
              />
            </Alert>
          )}
          {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
          <TopicField
            value={form.values.topic}
            error={form.errors.topic}
            onChange={(value) => form.change('topic', value)}
          />
          <MessageField
            value={form.values.message}
            error={form.errors.message}
            onChange={(value) => form.change('message', value)}
          />
          <div>
            <Button type="submit" $variant="secondary" disabled={sending}>
              <FormattedMessage id={sending ? 'supportForm.submitting' : 'supportForm.submit'} />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
