// What a page needs in its <head> to paint in the reader's theme from the first frame: the palettes as
// CSS custom properties and a tiny script that applies a stored choice. Plain CommonJS, because the
// build (HTML template) and the gateway (its Content-Security-Policy hash) read it as well as the apps.
const { createHash } = require('node:crypto');
const palettes = require('./src/theme/palettes.json');

/** `primaryHover` → `--steady-primary-hover`. */
const themeColorVariable = (name) =>
  `--steady-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const declarations = (palette) =>
  Object.entries(palette)
    .map(([name, value]) => `${themeColorVariable(name)}:${value}`)
    .join(';');

const darkNames = new Set(['dusk']);
const themeRule = (selector, name) =>
  `${selector}{color-scheme:${darkNames.has(name) ? 'dark' : 'light'};${declarations(palettes[name])}}`;

/**
 * Calm by default, Dusk when the system prefers dark and the reader chose nothing else (or `system`),
 * and each chosen theme by `<html data-theme>`. Low stimulation also stops every animation.
 */
const themeStyle = [
  themeRule(':root', 'calm'),
  `@media (prefers-color-scheme: dark){${themeRule(':root:not([data-theme]),:root[data-theme=system]', 'dusk')}}`,
  ...Object.keys(palettes).map((name) => themeRule(`:root[data-theme=${name}]`, name)),
  // The page's own colours too, so even the moment before the app's styles arrive is in the theme.
  'body{background:var(--steady-background);color:var(--steady-text)}',
  ':root[data-theme=low-stimulation] *,:root[data-theme=low-stimulation] ::before,:root[data-theme=low-stimulation] ::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}',
].join('');

const themeChoices = ['system', ...Object.keys(palettes)];

/**
 * The page's one inline script, run before anything renders:
 * - reads the choice the `theme` channel stores (JSON in localStorage), so the first paint has its colours;
 * - makes the page's first `Intl` call, which loads the browser's locale data (33–38 ms on this machine,
 *   four times that on a slow phone) while main.js is still on its way, instead of in react-intl's set-up in
 *   the middle of the boot.
 * Written as the build's HTML minifier writes it, so the page holds exactly these bytes and the CSP hash
 * matches.
 */
const pageBootScript = `try{var t=JSON.parse(localStorage.getItem("theme"));${JSON.stringify(themeChoices)}.indexOf(t)>=0&&document.documentElement.setAttribute("data-theme",t)}catch(t){}try{Intl.NumberFormat.supportedLocalesOf("en")}catch(t){}`;

/** The CSP source that allows exactly this inline script. */
const pageBootScriptHash = `'sha256-${createHash('sha256').update(pageBootScript).digest('base64')}'`;

module.exports = { themeColorVariable, themeStyle, pageBootScript, pageBootScriptHash, themeChoices };
