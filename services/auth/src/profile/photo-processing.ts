import sharp from 'sharp';
import { profilePhotoLimits } from '@steady/contracts';
import { HttpError, badRequest } from '@steady/service-common';

export const photoMessages = {
  notAnImage: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: 'The photo must be 2 MB or smaller',
} as const;

export const photoTooLarge = () =>
  new HttpError(413, 'payload_too_large', photoMessages.tooLarge, { reason: 'photo_too_large' });

const notAnImage = () => badRequest(photoMessages.notAnImage, { reason: 'photo_not_an_image' });

/** The signatures of the three accepted formats; the file's name and declared type are never trusted. */
function formatByMagicBytes(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Keeps a crafted "small file, huge picture" from taking the service's memory (25 megapixels is plenty). */
const maximumInputPixels = 25_000_000;

/**
 * Checks the upload by its content (signature, then a full decode), then makes the stored photo: turned the
 * way the camera meant, cropped to a 256×256 square, re-encoded as JPEG. Sharp writes no metadata unless
 * asked, so EXIF (location, camera, time) does not survive.
 */
export async function toProfilePhoto(upload: Buffer): Promise<{ contentType: string; image: Buffer }> {
  if (upload.length > profilePhotoLimits.maximumBytes) throw photoTooLarge();
  const format = formatByMagicBytes(upload);
  if (format === null) throw notAnImage();
  try {
    const decoder = sharp(upload, { limitInputPixels: maximumInputPixels, failOn: 'error' });
    const { format: decodedFormat } = await decoder.metadata();
    if (decodedFormat !== format) throw notAnImage();
    const image = await decoder
      .rotate()
      .resize(profilePhotoLimits.side, profilePhotoLimits.side, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { contentType: 'image/jpeg', image };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAnImage();
  }
}
