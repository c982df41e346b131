import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import { profilePhotoLimits, type User } from '@steady/contracts';
import { Alert, Button, Card, SectionTitle, Stack, useErrorMessage } from '@steady/ui';
import { uploadPhoto } from '../api/photo-api';

/** Upload a profile photo: JPEG, PNG or WebP up to 2 MB; the server decides by content, not by name. */
export function PhotoSection({ user }: { user: User }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > profilePhotoLimits.maximumBytes) {
      setFailure(intl.formatMessage({ id: 'ui.error.photoTooLarge' }));
      return;
    }
    setUploading(true);
    try {
      await uploadPhoto(file);
      showToast(intl.formatMessage({ id: 'selfService.photo.saved' }), 'success');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
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
        {failure !== null && (
          <Alert tone="error">
            <span role="alert">{failure}</span>
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
