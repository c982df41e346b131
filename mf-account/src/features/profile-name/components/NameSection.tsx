import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@steady/api-client';
import { updateProfileRequestSchema, type User } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { TextField } from '../../../shared/components/TextField';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { fieldErrorsFromServer, firstErrorPerField } from '../../../shared/forms/field-errors';
import { saveName } from '../api/profile-name-api';

/** Edit your name: validated like the register form, saved with `PATCH /api/auth/profile`. */
export function NameSection({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submission = useFormSubmission({
    successToastId: 'selfService.name.saved',
    handleError: (error) => {
      if (!isApiError(error) || error.code !== 'validation_failed') return false;
      setFieldError(fieldErrorsFromServer(error.fields, ['name'] as const).name);
      return true;
    },
  });

  const submit = async () => {
    const parsed = updateProfileRequestSchema.safeParse({ name });
    if (!parsed.success) return setFieldError(firstErrorPerField(parsed.error.issues, ['name']).name);
    await submission.submit(() => saveName(parsed.data));
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
          {submission.failure !== null && <Alert tone="error">{submission.failure}</Alert>}
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
            <Button type="submit" disabled={submission.pending || name.trim() === user.name}>
              <FormattedMessage id="selfService.name.save" />
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
