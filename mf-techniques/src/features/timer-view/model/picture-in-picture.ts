/** Document Picture-in-Picture (Chromium on desktop); not yet in TypeScript's DOM types. */
export interface DocumentPictureInPicture {
  requestWindow(options?: { width?: number; height?: number }): Promise<Window>;
}

/** The browser's always-on-top window API, or null where it is missing (phones, Firefox, Safari). */
export function pictureInPicture(): DocumentPictureInPicture | null {
  if (typeof window === 'undefined') return null;
  return (
    (window as Window & { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture ??
    null
  );
}
