export { ChangeEmailSection } from './components/ChangeEmailSection';
