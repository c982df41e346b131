/** The one theme: calm, high-contrast text on soft surfaces, nothing that flashes or shouts. */
export const theme = {
  colors: {
    background: '#f6f4ef',
    surface: '#ffffff',
    surfaceMuted: '#eef2ef',
    text: '#1f2a2e',
    textMuted: '#50605f',
    primary: '#2f6f68',
    primaryHover: '#255a54',
    primaryText: '#ffffff',
    accent: '#c9a46a',
    border: '#d8dedb',
    focus: '#1d5fbf',
    success: '#2e6b3f',
    successSurface: '#e3f1e6',
    error: '#9b2c2c',
    errorSurface: '#fbe9e7',
    info: '#28536b',
    infoSurface: '#e4eef4',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radii: { small: '8px', medium: '14px', round: '999px' },
  space: (steps: number) => `${steps * 4}px`,
  widths: { page: '960px', text: '68ch' },
  breakpoints: { narrow: '640px' },
} as const;

export type Theme = typeof theme;
