import { apiBlobRequest, apiRequest } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import { profilePhotoPath, userSchema, type User } from '@steady/contracts';

const photoPath = profilePhotoPath.replace(/^\/api/, '');

/** Sends the chosen file as it is; the server checks its content, resizes and re-encodes it. */
export async function uploadPhoto(file: Blob): Promise<User> {
  const user = await apiRequest(photoPath, { method: 'PUT', body: file, schema: userSchema });
  authCommands.profileChanged(user);
  return user;
}

/** The photo is private: fetched with the bearer token, never by a plain image URL. */
export function fetchPhoto(signal?: AbortSignal): Promise<Blob> {
  return apiBlobRequest(photoPath, { signal });
}
