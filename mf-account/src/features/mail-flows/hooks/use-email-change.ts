import { useState, type FormEvent } from 'react';
import { changeEmailRequestSchema } from '@steady/contracts';
import { isApiError } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { focusField } from '../../../shared/forms/focus-field';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { requestEmailChange } from '../api/mail-flows-api';

const fields = ['newEmail', 'currentPassword'] as const;
type ChangeEmailField = (typeof fields)[number];
export const changeEmailFieldId = (field: ChangeEmailField) => `change-email-${field}`;

/**
 * The email change's form and its submit: both fields are checked first (the first problem gets the focus),
 * then the link is mailed to the new address, in the app's language. `sentTo` is where it went.
 */
export function useEmailChange() {
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
        focusField(changeEmailFieldId('currentPassword'));
      } else if (isApiError(error) && error.code === 'validation_failed') {
        form.setErrors(fieldErrorsFromServer(error.fields, fields));
      } else return false;
      return true;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(changeEmailFieldId(firstInvalid));
    setSentTo(null);
    await submission.submit(async () => {
      const newEmail = form.values.newEmail.trim();
      await requestEmailChange({ newEmail, currentPassword: form.values.currentPassword, language });
      setSentTo(newEmail);
      form.change('currentPassword', '');
    });
  };

  return { form, sentTo, submission, submit };
}
