export { RemindersSection } from './components/RemindersSection';
