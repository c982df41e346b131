export { DeleteAccountSection } from './components/DeleteAccountSection';
