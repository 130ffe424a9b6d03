import type { ReactNode } from 'react';
import { Menu, Text } from '@mantine/core';
import { Building2, CircleHelp, Gift, Headset, LogOut, Settings, Smartphone, Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@shared/api/auth';
import { signOut } from '../../app/session';
import { SoonMenuItem } from './SoonMenuItem';

const LINKS = [
  { to: '/dashboard/upgrade', key: 'profile.upgrade', icon: Sparkles },
  { to: '/dashboard/settings', key: 'profile.accountSettings', icon: Settings },
  { to: '/dashboard/refer', key: 'profile.refer', icon: Gift },
  { to: '/dashboard/help', key: 'profile.help', icon: CircleHelp },
  { to: '/dashboard/support', key: 'profile.support', icon: Headset },
] as const;

/** docs/product.md §2 Profile dropdown, opened from the sidebar's user block (`target`). */
export function ProfileMenu({ target, role }: { target: ReactNode; role: Role }) {
  const { t } = useTranslation('dashboard');
  return (
    // No focus placeholder: its role="presentation" child breaks the menu role (axe aria-required-children).
    <Menu position="top-start" width={280} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text span size="xs" fw={700}>
            {role === 'admin' ? t('profile.planAdmin') : t('profile.planUser')}
          </Text>
        </Menu.Label>
        {LINKS.map(({ to, key, icon: Icon }) => (
          <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
            {t(key)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <SoonMenuItem icon={<Building2 size={16} aria-hidden />}>{t('profile.manageWorkspace')}</SoonMenuItem>
        <SoonMenuItem icon={<UserPlus size={16} aria-hidden />}>{t('profile.inviteTeammates')}</SoonMenuItem>
        <SoonMenuItem icon={<Smartphone size={16} aria-hidden />}>{t('profile.mobileApp')}</SoonMenuItem>
        <Menu.Divider />
        <Menu.Item color="red.8" leftSection={<LogOut size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('profile.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
