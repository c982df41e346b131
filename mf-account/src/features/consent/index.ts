export { HealthConsentSection } from './components/HealthConsentSection';
export { TermsConsent, termsConsentId } from './components/TermsConsent';
