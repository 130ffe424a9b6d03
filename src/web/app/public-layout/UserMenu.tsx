import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/api/auth';
import { signOut } from '../session';

/** docs/product.md §2 signed-in navbar: display name or e-mail, with Pengaturan and Keluar. */
export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation('nav');
  const label = user.name.trim() || user.email;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`${t('userMenu')}: ${label}`} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.image} alt="" size={30} radius="xl" name={label} color="indigo" />
            <Text size="sm" fw={500} maw={180} truncate="end">
              {label}
            </Text>
            <ChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/settings" leftSection={<Settings size={16} aria-hidden />}>
          {t('settings')}
        </Menu.Item>
        <Menu.Item leftSection={<LogOut size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
