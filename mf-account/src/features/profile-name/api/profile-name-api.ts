import { apiRequest } from '@steady/api-client';
import { authCommands } from '@steady/bus';
import { userSchema, type UpdateProfileRequest, type User } from '@steady/contracts';

/** Saves the name and shows the updated user everywhere (header menu included). */
export async function saveName(request: UpdateProfileRequest): Promise<User> {
  const user = await apiRequest('/auth/profile', { method: 'PATCH', body: request, schema: userSchema });
  authCommands.profileChanged(user);
  return user;
}
