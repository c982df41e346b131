import { apiRequest } from '@steady/api-client';
import type { ChangePasswordRequest } from '@steady/contracts';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiRequest('/auth/password/change', { method: 'POST', body: request });
}
