export { ContactSupportSection } from './components/ContactSupportSection';
