import { lazy, Suspense, useEffect, useState } from 'react';
import { Burger } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@shared/api/auth';

// The drawer (modal, focus trap, scroll lock) loads on the first tap: most visitors of `/` never open it.
const MobileDrawer = lazy(async () => ({ default: (await import('./MobileDrawer')).MobileDrawer }));

/** The collapsible navbar for small screens: a burger that opens a drawer with the same entries. */
export function MobileNav({ user }: { user: Me | null }) {
  const { t } = useTranslation('nav');
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const { key } = useLocation();
  useEffect(() => setOpened(false), [key]);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setEverOpened(true);
          setOpened((o) => !o);
        }}
        hiddenFrom="md"
        aria-label={t('openMenu')}
        aria-expanded={opened}
      />
      {everOpened && (
        <Suspense fallback={null}>
          <MobileDrawer user={user} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
