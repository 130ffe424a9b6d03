import { Brain, FileText, Globe2, Mic, Shield, Users, type LucideIcon } from 'lucide-react';
import type { IconName } from '@shared/api/content';

/** The spec's icon whitelist (ICON_NAMES) as components, for the icon picker's preview. */
export const ICONS: Record<IconName, LucideIcon> = { Brain, Globe2, Users, Shield, Mic, FileText };
