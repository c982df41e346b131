import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { showToast } from '@steady/bus';
import { changePasswordRequestSchema } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack, useErrorMessage } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import {
  fieldErrorsFromServer,
  firstErrorPerField,
  type FieldErrors,
} from '../../auth/hooks/form-validation';
import { changePassword } from '../api/password-api';

type PasswordField = 'currentPassword' | 'newPassword';
const passwordFields: readonly PasswordField[] = ['currentPassword', 'newPassword'];
const emptyForm: Record<PasswordField, string> = { currentPassword: '', newPassword: '' };

/** Change password: the current one confirms it is you; the new one follows the sign-up rules. */
export function PasswordSection() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error.issues, passwordFields));
    setSaving(true);
    setFailure(null);
    try {
      await changePassword(parsed.data);
      setValues(emptyForm);
      showToast(intl.formatMessage({ id: 'selfService.password.changed' }), 'success');
    } catch (error) {
      if (isApiError(error) && error.reason === 'wrong_current_password')
        setErrors({ currentPassword: 'selfService.password.wrongCurrent' });
      else if (isApiError(error) && error.code === 'validation_failed')
        setErrors(fieldErrorsFromServer(error.fields, passwordFields));
      else setFailure(error);
    } finally {
      setSaving(false);
    }
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
          {failure !== null && <Alert tone="error">{errorMessage(failure)}</Alert>}
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
            <Button type="submit" disabled={saving}>
              <FormattedMessage id="selfService.password.submit" />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
