import { Brain, FileText, Globe2, Mic, Shield, Users, type LucideProps } from 'lucide-react';
import { iconOrBrain } from './parse-content';

const ICONS = { Brain, Globe2, Users, Shield, Mic, FileText } as const;

/** The spec's icon whitelist; any other name draws Brain. */
export function LandingIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[iconOrBrain(name)];
  return <Icon aria-hidden {...props} />;
}
