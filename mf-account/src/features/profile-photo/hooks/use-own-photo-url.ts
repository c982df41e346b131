import { useEffect, useState } from 'react';
import { fetchPhoto } from '../api/photo-api';

/**
 * An object URL of the user's uploaded photo (null until loaded, or when there is none). `uploadedAt` changes
 * with every upload, so a new photo replaces the old one; the URL is released when no longer shown.
 */
export function useOwnPhotoUrl(uploadedAt: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!uploadedAt) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPhoto(controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      // Without the photo the initial stands in; nothing to tell the user.
      () => setUrl(null),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [uploadedAt]);
  return uploadedAt ? url : null;
}
