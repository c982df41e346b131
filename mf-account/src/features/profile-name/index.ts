export { NameSection } from './components/NameSection';
