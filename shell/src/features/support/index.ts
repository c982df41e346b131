export { SupportPage } from './components/SupportPage';
