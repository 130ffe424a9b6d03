import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAV_ITEMS, NAV_ITEMS, type NavItem } from './nav-items';
import { isNavActive } from './nav-active';

function NavList({ items, pathname }: { items: readonly NavItem[]; pathname: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map(({ to, labelKey, icon: Icon }) => {
        const active = isNavActive(to, pathname);
        return (
          <li key={to}>
            <NavLink
              component={Link}
              to={to}
              label={t(labelKey)}
              leftSection={<Icon size={18} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="filled"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        );
      })}
    </Stack>
  );
}

/** Main items for everyone; the admin section only when the server says the user is an admin. */
export function SidebarNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <NavList items={NAV_ITEMS} pathname={pathname} />
      {isAdmin && (
        <div role="group" aria-labelledby="sidebar-admin-heading">
          <Text id="sidebar-admin-heading" size="xs" fw={700} tt="uppercase" px="sm" mb={4} c="dimmed">
            {t('nav.admin')}
          </Text>
          <NavList items={ADMIN_NAV_ITEMS} pathname={pathname} />
        </div>
      )}
    </Stack>
  );
}
