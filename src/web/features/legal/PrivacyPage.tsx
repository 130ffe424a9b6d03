import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
