import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The frame of the login, signup and password-reset screens: heading, tagline, the form, and (where an account is
 * made or used) the legal links.
 */
export function AuthCard({
  title,
  children,
  footer,
  legal = true,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  legal?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Container size={460} py={{ base: 32, md: 64 }}>
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{t('tagline')}</Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">{children}</Stack>
      </Paper>
      <Text ta="center" mt="lg">
        {footer}
      </Text>
      {legal && (
        <Text ta="center" size="sm" c="dimmed" mt="md">
          <Trans
            t={t}
            i18nKey="legalNotice"
            components={{
              terms: <Anchor component={Link} to="/terms" size="sm" underline="always" />,
              privacy: <Anchor component={Link} to="/privacy" size="sm" underline="always" />,
            }}
          />
        </Text>
      )}
    </Container>
  );
}
