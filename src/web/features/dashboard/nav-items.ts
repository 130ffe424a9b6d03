import {
  Bot,
  CalendarDays,
  FileText,
  House,
  LayoutTemplate,
  Mic,
  Settings,
  Video,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key in the `dashboard` namespace. */
  labelKey: string;
  icon: LucideIcon;
}

/** docs/product.md §2 Sidebar, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard/home', labelKey: 'nav.home', icon: House },
  { to: '/dashboard/transcriptions', labelKey: 'nav.transcriptions', icon: FileText },
  { to: '/dashboard/manual-recording', labelKey: 'nav.manualRecording', icon: Mic },
  { to: '/dashboard/meeting-bot', labelKey: 'nav.meetingBot', icon: Bot },
  { to: '/dashboard/calendar', labelKey: 'nav.calendar', icon: CalendarDays },
  { to: '/dashboard/meetings', labelKey: 'nav.meetings', icon: Video },
  { to: '/dashboard/settings', labelKey: 'nav.settings', icon: Settings },
];

export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard/admin/content', labelKey: 'nav.contentManager', icon: LayoutTemplate },
];
