import { themeBootScript, themeStyle } from '../../theme-document';

const runBootScript = () => new Function(themeBootScript)();

describe('the page head’s theme', () => {
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
