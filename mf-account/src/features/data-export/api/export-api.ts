import { apiRequest } from '@steady/api-client';
import { userExportSchema, type UserExport } from '@steady/contracts';

export function fetchExport(): Promise<UserExport> {
  return apiRequest('/user/export', { schema: userExportSchema });
}
