import { useState, type FormEvent } from 'react';
import type { Language, TrustedPersonResponse } from '@steady/contracts';
import { nameTrustedPersonRequestSchema } from '@steady/contracts/trusted-person';
import { isApiError } from '@steady/api-client';
import { useLanguage } from '@steady/app-frame';
import { needsHealthConsent } from '@steady/ui';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { focusField } from '../../../shared/forms/focus-field';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { nameTrustedPerson } from '../api/trusted-person-api';

const fields = ['name', 'email', 'language', 'yourName'] as const;
export const trustedFieldId = (field: (typeof fields)[number]) => `trusted-${field}`;

/**
 * The trusted person form's state and its submit: every field is checked first (the first problem gets the
 * focus), then the person is named. `failed` keeps the last error for the health consent prompt.
 */
export function useNamePerson(accountName: string, onNamed: (answer: TrustedPersonResponse) => void) {
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
      // The form's consent prompt says it, with the button that gives it.
      if (needsHealthConsent(error)) return true;
      if (!isApiError(error) || error.code !== 'validation_failed') return false;
      form.setErrors(fieldErrorsFromServer(error.fields, fields));
      return true;
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(trustedFieldId(firstInvalid));
    setFailed(null);
    await submission.submit(async () =>
      onNamed(await nameTrustedPerson({ ...form.values, language: form.values.language as Language })),
    );
  };

  return { form, failed, submission, submit };
}
