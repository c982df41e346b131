import { apiRequest } from '@steady/api-client';
import { themeRequestSchema, type ThemeChoice, type ThemeRequest } from '@steady/contracts';

export const saveThemeChoice = (theme: ThemeChoice): Promise<ThemeRequest> =>
  apiRequest('/user/theme', { method: 'PUT', body: { theme }, schema: themeRequestSchema });
