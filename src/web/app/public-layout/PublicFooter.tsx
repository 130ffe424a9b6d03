import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo';
import classes from './PublicLayout.module.css';

export function PublicFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <Logo size={24} />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.copyright', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
          <Group component="nav" aria-label={t('footer.legal')} gap="lg">
            <Anchor component={Link} to="/privacy" size="sm">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm">
              {t('footer.terms')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
