// What the apps use of styled-components: the module every app shares under that name (shared-imports.js), so
// only these names and what they need ship. shared-imports.test.js fails when an app imports a name that
// is missing here. Imported by its file, not as 'styled-components': that name is the shared module itself.
export {
  default,
  ThemeProvider,
  createGlobalStyle,
  css,
  keyframes,
  useTheme,
} from 'styled-components/dist/styled-components.browser.esm.js';
