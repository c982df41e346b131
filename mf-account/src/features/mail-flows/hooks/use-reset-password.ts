import { useState } from 'react';
import { resetPasswordFormSchema } from '@steady/contracts';
import { prepareErrorReasonTexts, useErrorMessage } from '@steady/ui';
import { completeSignIn, mirrorServerProgress } from '../../auth';
import { focusField } from '../../../shared/forms/focus-field';
import { firstErrorPerField } from '../../../shared/forms/field-errors';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { resetPassword } from '../api/mail-flows-api';

const fields = ['password', 'confirmPassword'] as const;
type ResetField = (typeof fields)[number];
export const resetFieldId = (field: ResetField) => `reset-${field}`;

/**
 * The new password's form and its submit: both fields are checked first (the first problem gets the focus),
 * then the mail's token sets the password and the user is signed in with it.
 */
export function useResetPassword(token: string) {
  const errorMessage = useErrorMessage();
  const form = useFormFields({ password: '', confirmPassword: '' }, (values) => {
    const result = resetPasswordFormSchema.safeParse(values);
    return result.success ? {} : firstErrorPerField(result.error.issues, fields);
  });
  const [state, setState] = useState<'editing' | 'saving' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const [firstInvalid] = form.validateAll();
    if (firstInvalid !== undefined) return focusField(resetFieldId(firstInvalid));
    setState('saving');
    setFailure(null);
    try {
      const signIn = await resetPassword({ token, password: form.values.password });
      await completeSignIn(signIn.token);
      void mirrorServerProgress();
      setState('done');
    } catch (error) {
      await prepareErrorReasonTexts();
      setFailure(errorMessage(error));
      setState('editing');
    }
  };

  return { form, state, failure, submit };
}
