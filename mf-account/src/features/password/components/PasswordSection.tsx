import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { changePasswordRequestSchema } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import {
  fieldErrorsFromServer,
  firstErrorPerField,
  type FieldErrors,
} from '../../../shared/forms/field-errors';
import { changePassword } from '../api/password-api';

type PasswordField = 'currentPassword' | 'newPassword';
const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword'];
const emptyForm: Record<PasswordField, string> = { currentPassword: '', newPassword: '' };

/** Change password: the current one confirms it is you; the new one follows the sign-up rules. */
export function PasswordSection() {
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const submission = useFormSubmission({
    successToastId: 'selfService.password.changed',
    handleError: (error) => {
      if (isApiError(error) && error.reason === 'wrong_current_password')
        setErrors({ currentPassword: 'selfService.password.wrongCurrent' });
      else if (isApiError(error) && error.code === 'validation_failed')
        setErrors(fieldErrorsFromServer(error.fields, passwordFields));
      else return false;
      return true;
    },
  });

  const submit = async () => {
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error.issues, passwordFields));
    await submission.submit(async () => {
      await changePassword(parsed.data);
      setValues(emptyForm);
    });
  };

  return (
    <Card aria-labelledby="password-title">
      <SectionTitle id="password-title">
        <FormattedMessage id="selfService.password.title" />
      </SectionTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
          {passwordFields.map((field) => (
            <TextField
              key={field}
              id={`password-${field}`}
              labelId={`selfService.password.${field}`}
              type="password"
              autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
              value={values[field]}
              onChange={(value) => {
                setValues((current) => ({ ...current, [field]: value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
              errorId={errors[field]}
            />
          ))}
          <div>
            <Button type="submit" disabled={submission.pending}>
              <FormattedMessage id="selfService.password.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
