import { Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Profile menu "Refer & Earn" (docs/product.md §2 Profile dropdown): there is no rewards programme on a self-hosted
 * server, so it is the sign-up link to share. Rendered inside the dashboard layout, which has the <main>.
 */
export function ReferPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('refer.title'));
  const link = `${window.location.origin}/signup`;
  return (
    <Stack maw={760}>
      <PageHeader title={t('refer.title')} lead={t('refer.lead')} />
      <Card withBorder padding="lg" radius="md">
        <Text mb="md">{t('refer.explanation')}</Text>
        <Group align="end" wrap="nowrap">
          <TextInput label={t('refer.linkLabel')} value={link} readOnly style={{ flex: 1 }} />
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Button onClick={copy} leftSection={copied ? <Check size={16} /> : <Copy size={16} />}>
                {copied ? t('refer.copied') : t('refer.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Card>
    </Stack>
  );
}
