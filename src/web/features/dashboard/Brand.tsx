import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';

/** The product mark linking to the dashboard's home screen. */
export function Brand() {
  const { t } = useTranslation('dashboard');
  return (
    <UnstyledButton component={Link} to="/dashboard/home" aria-label={t('brandHome')} style={{ borderRadius: 8 }}>
      <Logo />
    </UnstyledButton>
  );
}
