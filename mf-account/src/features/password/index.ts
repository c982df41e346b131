export { PasswordSection } from './components/PasswordSection';
