export { ThemeChooser } from './components/ThemeChooser';
