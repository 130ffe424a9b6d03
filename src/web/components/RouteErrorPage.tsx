import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from './NotFoundContent';

/**
 * The router's last resort: a thrown 404 shows the not-found page; anything else (typically a code chunk that no
 * longer exists after a deploy) offers a reload, which fetches the new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Center component="main" mih="100vh" p="md">
        <NotFoundContent />
      </Center>
    );
  }
  console.error(error);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('routeError.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
