import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DemoSection } from './DemoSection';
import { FeatureCards } from './FeatureCards';
import { HeroSection } from './HeroSection';
import { HowItWorks } from './HowItWorks';
import { useAccountDeletedNotice } from './use-account-deleted-notice';
import { useLandingContent } from './use-landing-content';

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(`Notulen — ${t('meta.title')}`, true);
  const content = useLandingContent();
  useAccountDeletedNotice();
  return (
    <>
      <HeroSection hero={content.hero} />
      <FeatureCards features={content.features} />
      <HowItWorks steps={content.steps} />
      <DemoSection demo={content.demo} />
    </>
  );
}
