import { lazy, Suspense } from 'react';
import { Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/api/auth';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { MobileNav } from './MobileNav';
import { NavDropdown } from './NavDropdown';
import { RESOURCES, SOLUTIONS } from './nav-items';
import classes from './PublicLayout.module.css';

// Only signed-in visitors see the user menu; its dropdown machinery stays out of the signed-out landing bundle.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

/**
 * docs/product.md §2 Navigation bar, signed out and signed in; the desktop entries collapse into MobileNav below md.
 */
export function PublicHeader({ user }: { user: Me | null }) {
  const { t } = useTranslation('nav');
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link
            to={user ? '/dashboard' : '/'}
            className={classes.brand}
            aria-label={t(user ? 'dashboardHomeLabel' : 'homeLabel')}
          >
            <Logo />
          </Link>
          <Group component="nav" aria-label={t('mainLabel')} gap={2} visibleFrom="md" wrap="nowrap">
            {user ? (
              <NavLink to="/dashboard" className={classes.navLink}>
                {t('dashboard')}
              </NavLink>
            ) : (
              <>
                <NavDropdown group="solutions" entries={SOLUTIONS} />
                <NavLink to="/pricing" className={classes.navLink}>
                  {t('pricing')}
                </NavLink>
                <NavLink to="/integrations" className={classes.navLink}>
                  {t('integrations')}
                </NavLink>
                <NavDropdown group="resources" entries={RESOURCES} />
                <NavLink to="/demo" className={classes.navLink}>
                  {t('demo')}
                </NavLink>
              </>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="md">
            <LanguageSwitch />
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to="/login" variant="default">
                  {t('login')}
                </Button>
                <Button component={Link} to="/signup">
                  {t('signup')}
                </Button>
              </>
            )}
          </Group>
          <MobileNav user={user} />
        </Group>
      </Container>
    </header>
  );
}
