import { useEffect } from 'react';
import { AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useSettingsOnVisit } from '../settings/use-settings-on-visit';
import { Brand } from './Brand';
import { NextMeetingsWidget } from './NextMeetingsWidget';
import { SidebarNav } from './SidebarNav';
import { UserBlock } from './UserBlock';

/**
 * docs/product.md §2: sidebar plus content; below `md` the sidebar becomes a drawer opened from a burger in a slim
 * header.
 */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useSettingsOnVisit();

  // Following a link in the drawer should reveal the screen it opened.
  useEffect(() => close(), [pathname, close]);

  // RequireUser renders this only with a user; the check keeps the types honest.
  if (!user) return null;

  return (
    <AppShell
      header={{ height: { base: 56, md: 0 } }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header hiddenFrom="md" px="md">
        <Group h="100%" justify="space-between">
          <Brand />
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={opened ? t('burger.close') : t('burger.open')}
            aria-expanded={opened}
            aria-controls="dashboard-sidebar"
          />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="dashboard-sidebar" p="md" aria-label={t('nav.label')}>
        <AppShell.Section visibleFrom="md" mb="md" px="xs">
          <Brand />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} type="auto" mx="-md" px="md">
          <Stack gap="lg" pb="md">
            <SidebarNav isAdmin={user.role === 'admin'} />
            <NextMeetingsWidget />
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <UserBlock user={user} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
