/**
 * The one theme. Its colours are CSS custom properties whose values the page sets before first paint from
 * the chosen palette (palettes.json, written into the page by theme-document.js), so a change of theme
 * repaints every app at once without re-rendering any of them.
 */
export const theme = {
  colors: {
    background: 'var(--steady-background)',
    surface: 'var(--steady-surface)',
    surfaceMuted: 'var(--steady-surface-muted)',
    text: 'var(--steady-text)',
    textMuted: 'var(--steady-text-muted)',
    primary: 'var(--steady-primary)',
    primaryHover: 'var(--steady-primary-hover)',
    primaryText: 'var(--steady-primary-text)',
    accent: 'var(--steady-accent)',
    border: 'var(--steady-border)',
    focus: 'var(--steady-focus)',
    success: 'var(--steady-success)',
    successSurface: 'var(--steady-success-surface)',
    error: 'var(--steady-error)',
    errorSurface: 'var(--steady-error-surface)',
    info: 'var(--steady-info)',
    infoSurface: 'var(--steady-info-surface)',
    snackbar: 'var(--steady-snackbar)',
    snackbarText: 'var(--steady-snackbar-text)',
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
