export { TrustedPersonLink } from './components/TrustedPersonLink';
