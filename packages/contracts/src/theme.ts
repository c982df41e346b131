import * as z from 'zod/mini';

/** The looks a premium user can choose; Calm is the everyday one. */
export const themeNames = ['calm', 'dusk', 'low-stimulation', 'high-contrast'] as const;
export type ThemeName = (typeof themeNames)[number];

/** `system` follows the device's light or dark preference (Calm or Dusk): everyone's default. */
export const themeChoiceSchema = z.enum(['system', ...themeNames]);
export type ThemeChoice = z.infer<typeof themeChoiceSchema>;

export const defaultThemeChoice: ThemeChoice = 'system';

/** `PUT /api/user/theme` (premium) body and answer. */
export const themeRequestSchema = z.object({ theme: themeChoiceSchema });
export type ThemeRequest = z.infer<typeof themeRequestSchema>;
