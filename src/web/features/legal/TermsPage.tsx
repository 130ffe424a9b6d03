import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  return <LegalDocument doc="terms" />;
}
