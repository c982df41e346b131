import { apiRequest } from '@steady/api-client';
import { userExportSchema, type Language, type UserExport } from '@steady/contracts';

/** The export, with techniques, tracks and questions named in the reader's language. */
export function fetchExport(language: Language): Promise<UserExport> {
  return apiRequest(`/user/export?lang=${language}`, { schema: userExportSchema });
}
