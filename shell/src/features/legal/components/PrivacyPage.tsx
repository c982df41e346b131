import { privacyDocument } from '../content/privacy';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage document={privacyDocument} />;
}
