import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { showToast } from '@steady/bus';
import { updateProfileRequestSchema, type User } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack, useErrorMessage } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { fieldErrorsFromServer, firstErrorPerField } from '../../auth/hooks/form-validation';
import { saveName } from '../api/profile-name-api';

/** Edit your name: validated like the register form, saved with `PATCH /api/auth/profile`. */
export function NameSection({ user }: { user: User }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(user.name);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = updateProfileRequestSchema.safeParse({ name });
    if (!parsed.success) return setFieldError(firstErrorPerField(parsed.error.issues, ['name']).name);
    setSaving(true);
    setFailure(null);
    try {
      await saveName(parsed.data);
      showToast(intl.formatMessage({ id: 'selfService.name.saved' }), 'success');
    } catch (error) {
      if (isApiError(error) && error.code === 'validation_failed')
        setFieldError(fieldErrorsFromServer(error.fields, ['name'] as const).name);
      else setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby="name-title">
      <SectionTitle id="name-title">
        <FormattedMessage id="selfService.name.title" />
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
          <TextField
            id="profile-name"
            labelId="field.name"
            type="text"
            autoComplete="name"
            value={name}
            onChange={(value) => {
              setName(value);
              setFieldError(undefined);
            }}
            errorId={fieldError}
          />
          <div>
            <Button type="submit" disabled={saving || name.trim() === user.name}>
              <FormattedMessage id="selfService.name.save" />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
