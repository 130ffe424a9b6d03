import { Badge, Button, Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/api/auth';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { signOut } from '../session';
import { RESOURCES, SOLUTIONS, type NavEntry } from './nav-items';

/** The drawer of the small-screen navbar: the same entries as the desktop bar, stacked. */
export function MobileDrawer({ user, opened, onClose }: { user: Me | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={t('menuTitle')} hiddenFrom="md">
      <Stack gap="xs">
        {user ? (
          <>
            <MantineNavLink
              component={Link}
              to="/dashboard"
              label={t('dashboard')}
              leftSection={<LayoutDashboard size={16} />}
            />
            <MantineNavLink
              component={Link}
              to="/settings"
              label={t('settings')}
              leftSection={<Settings size={16} />}
            />
            <MantineNavLink
              component="button"
              label={t('logout')}
              leftSection={<LogOut size={16} />}
              onClick={() => void signOut()}
            />
          </>
        ) : (
          <>
            <EntryGroup group="solutions" entries={SOLUTIONS} />
            <MantineNavLink component={Link} to="/pricing" label={t('pricing')} />
            <MantineNavLink component={Link} to="/integrations" label={t('integrations')} />
            <EntryGroup group="resources" entries={RESOURCES} />
            <MantineNavLink component={Link} to="/demo" label={t('demo')} />
            <Divider my="xs" />
            <Button component={Link} to="/login" variant="default" fullWidth>
              {t('login')}
            </Button>
            <Button component={Link} to="/signup" fullWidth>
              {t('signup')}
            </Button>
          </>
        )}
        <Divider my="xs" />
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
}

function EntryGroup({ group, entries }: { group: 'solutions' | 'resources'; entries: NavEntry[] }) {
  const { t } = useTranslation('nav');
  return (
    <MantineNavLink component="button" label={t(`${group}.label`)} childrenOffset="md">
      {entries.map((e) => {
        const label = t(`${group}.${e.key}.label`);
        if (e.to) return <MantineNavLink key={e.key} component={Link} to={e.to} label={label} />;
        if (e.href) return <MantineNavLink key={e.key} component="a" href={e.href} label={label} />;
        return (
          <MantineNavLink
            key={e.key}
            component="button"
            disabled
            label={label}
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                {t('common:comingSoon')}
              </Badge>
            }
          />
        );
      })}
    </MantineNavLink>
  );
}
