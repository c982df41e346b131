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

  const describedBy = (field: SupportField) =>
    form.errors[field] === undefined ? undefined : `${fieldId(field)}-error`;

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
          <Field>
            <label htmlFor={fieldId('topic')}>
              <FormattedMessage id="supportForm.topic" />
            </label>
            <select
              id={fieldId('topic')}
              value={form.values.topic}
              onChange={(event) => form.change('topic', event.target.value)}
              aria-invalid={form.errors.topic !== undefined}
              aria-describedby={describedBy('topic')}
            >
              <option value="">{intl.formatMessage({ id: 'supportForm.topic.choose' })}</option>
              {supportTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {intl.formatMessage({ id: `supportForm.topic.${topic}` })}
                </option>
              ))}
            </select>
            <FieldError id={`${fieldId('topic')}-error`} messageId={form.errors.topic} />
          </Field>
          <Field>
            <label htmlFor={fieldId('message')}>
              <FormattedMessage id="supportForm.message" />
            </label>
            <textarea
              id={fieldId('message')}
              value={form.values.message}
              maxLength={supportMessageMaximumLength}
              onChange={(event) => form.change('message', event.target.value)}
              aria-invalid={form.errors.message !== undefined}
              aria-describedby={describedBy('message')}
            />
            <FieldError id={`${fieldId('message')}-error`} messageId={form.errors.message} />
          </Field>
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
