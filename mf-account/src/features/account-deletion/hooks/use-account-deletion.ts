import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@steady/api-client';
import { deleteAccountRequestSchema } from '@steady/contracts';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { firstErrorPerField } from '../../../shared/forms/field-errors';
import { deleteAccount } from '../api/deletion-api';

/**
 * The deletion's confirmation and its submit: the typed password (or, without one, the email) is checked,
 * the account is deleted and the user lands on the home page. A wrong confirmation is said at the field.
 */
export function useAccountDeletion(hasPassword: boolean) {
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submission = useFormSubmission({
    successToastId: 'selfService.delete.done',
    handleError: (error) => {
      if (!isApiError(error) || error.reason !== 'wrong_password') return false;
      setFieldError(hasPassword ? 'selfService.delete.wrongPassword' : 'selfService.delete.wrongEmail');
      return true;
    },
  });

  const changeConfirmation = (value: string) => {
    setConfirmation(value);
    setFieldError(undefined);
  };

  const submit = async () => {
    const parsed = deleteAccountRequestSchema.safeParse({ password: confirmation });
    if (!parsed.success) return setFieldError(firstErrorPerField(parsed.error.issues, ['password']).password);
    if (await submission.submit(() => deleteAccount(parsed.data))) navigate('/', { replace: true });
  };

  return { confirmation, fieldError, submission, changeConfirmation, submit };
}
