import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { profilePhotoLimits, type User } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack } from '@steady/ui';
import { SubmissionFailure, useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { uploadPhoto } from '../api/photo-api';

/** Upload a profile photo: JPEG, PNG or WebP up to 2 MB; the server decides by content, not by name. */
export function PhotoSection({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const submission = useFormSubmission({ successToastId: 'selfService.photo.saved' });
  const uploading = submission.pending;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await submission.submit(async () => {
      // Checked here too, so a photo that is too large is refused before it is sent at all.
      if (file.size > profilePhotoLimits.maximumBytes)
        throw new SubmissionFailure('selfService.photo.tooLarge');
      await uploadPhoto(file);
    });
    // The same file chosen again must still fire a change.
    if (input.current) input.current.value = '';
  };

  return (
    <Card aria-labelledby="photo-title">
      <SectionTitle id="photo-title">
        <FormattedMessage id="selfService.photo.title" />
      </SectionTitle>
      <Stack>
        <p>
          <FormattedMessage id="selfService.photo.rules" />
        </p>
        {submission.failure !== null && (
          <Alert tone="error">
            <span role="alert">{submission.failure}</span>
          </Alert>
        )}
        <input
          ref={input}
          id="profile-photo-file"
          type="file"
          accept={profilePhotoLimits.acceptedTypes.join(',')}
          hidden
          onChange={(event) => void upload(event.target.files?.[0])}
        />
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <FormattedMessage
              id={
                uploading
                  ? 'selfService.photo.uploading'
                  : user.uploadedPhotoAt
                    ? 'selfService.photo.replace'
                    : 'selfService.photo.choose'
              }
            />
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
