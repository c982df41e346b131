import { pageBootScript, themeStyle } from '../../theme-document';

const runBootScript = () => new Function(pageBootScript)();

describe('the page head’s boot script and theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('applies the theme the channel stored, before the app runs', () => {
    localStorage.setItem('theme', JSON.stringify('high-contrast'));
    runBootScript();
    expect(document.documentElement.getAttribute('data-theme')).toBe('high-contrast');
  });

  it.each(['"neon"', 'not json', '3'])('ignores a stored value it does not know (%s)', (stored) => {
    localStorage.setItem('theme', stored);
    runBootScript();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('makes the page’s first Intl call, which loads the locale data while the app’s code downloads', () => {
    const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      runBootScript();
      expect(supportedLocalesOf).toHaveBeenCalledWith('en');
    } finally {
      supportedLocalesOf.mockRestore();
    }
  });

  it('applies the stored theme even where that call fails', () => {
    const supportedLocalesOf = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new RangeError('no locale data');
    });
    try {
      localStorage.setItem('theme', JSON.stringify('dusk'));
      expect(runBootScript).not.toThrow();
      expect(document.documentElement.getAttribute('data-theme')).toBe('dusk');
    } finally {
      supportedLocalesOf.mockRestore();
    }
  });

  it('follows the system’s dark preference only while nothing else is chosen', () => {
    expect(themeStyle).toContain(
      '@media (prefers-color-scheme: dark){:root:not([data-theme]),:root[data-theme=system]{color-scheme:dark;',
    );
    expect(themeStyle).toContain(':root[data-theme=dusk]{color-scheme:dark;--steady-background:#14191b');
  });

  it('stops every animation in Low stimulation', () => {
    expect(themeStyle).toMatch(/:root\[data-theme=low-stimulation\] \*[^{]*\{animation:none!important/);
  });
});
