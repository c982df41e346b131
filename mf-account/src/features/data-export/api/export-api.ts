import { apiRequest } from '@steady/api-client';
import { type Language, type UserExport } from '@steady/contracts';
import { userExportSchema } from '@steady/contracts/account-export';

/** The export, with techniques, tracks and questions named in the reader's language. */
export function fetchExport(language: Language): Promise<UserExport> {
  return apiRequest(`/user/export?lang=${language}`, { schema: userExportSchema });
}
