import palettes from './palettes.json';
import { contrastRatio } from './contrast';
import { themeColorVariable } from '../../theme-document';
import { theme } from './theme';

type Palette = Record<string, string>;

/** Text colours and the surfaces they are written on across the apps. */
const textPairs: ReadonlyArray<[text: string, surface: string]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'successSurface'],
  ['text', 'errorSurface'],
  ['text', 'infoSurface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'surfaceMuted'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['success', 'successSurface'],
  ['success', 'surface'],
  ['error', 'errorSurface'],
  ['error', 'surface'],
  ['info', 'infoSurface'],
  ['info', 'surface'],
  ['snackbarText', 'snackbar'],
];

describe.each(Object.entries(palettes as Record<string, Palette>))('the %s palette', (_name, palette) => {
  it('has a colour for every colour of the theme, and nothing else', () => {
    expect(Object.keys(palette).sort()).toEqual(Object.keys(theme.colors).sort());
  });

  it('is what the theme’s colours stand for', () => {
    for (const [name, value] of Object.entries(theme.colors)) {
      expect(value).toBe(`var(${themeColorVariable(name)})`);
    }
  });

  it.each(textPairs)('writes %s on %s with contrast AA (4.5:1 or more)', (text, surface) => {
    expect(contrastRatio(palette[text]!, palette[surface]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 or more against the page', () => {
    expect(contrastRatio(palette.focus!, palette.background!)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2f6f68', '#2f6f68')).toBe(1);
  });
});
