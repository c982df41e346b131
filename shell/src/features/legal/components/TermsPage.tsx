import { termsDocument } from '../content/terms';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage document={termsDocument} />;
}
