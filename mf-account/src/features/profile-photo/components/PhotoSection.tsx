import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { profilePhotoLimits, type User } from '@steady/contracts';
import { ApiError } from '@steady/api-client';
import { Alert, Button, Card, SectionTitle, Stack, prepareErrorReasonTexts } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { uploadPhoto } from '../api/photo-api';

/** Upload a profile photo: JPEG, PNG or WebP up to 2 MB; the server decides by content, not by name. */
export function PhotoSection({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const submission = useFormSubmission({ successToastId: 'selfService.photo.saved' });
  const uploading = submission.pending;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await submission.submit(async () => {
      // Checked here too, so a photo that is too large is refused before it is sent at all: refused as the
      // server would refuse it, so it is told in the words of the server's reason.
      if (file.size > profilePhotoLimits.maximumBytes) {
        await prepareErrorReasonTexts();
        throw new ApiError(413, 'payload_too_large', 'The photo is too large', {}, 'photo_too_large');
      }
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
