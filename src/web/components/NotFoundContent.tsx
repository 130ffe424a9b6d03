import { Button, Stack, Text, Title } from '@mantine/core';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** docs/product.md §2: 'Halaman tidak ditemukan' with a link 'Kembali ke Beranda'. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" gap="md" py={80} ta="center">
      <FileQuestion size={56} strokeWidth={1.5} aria-hidden />
      <Text fz={48} fw={800} lh={1} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={440}>
        {t('notFound.body')}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
