import { Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { FileText, Mic, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** Placeholder cards while the first page loads. */
export function ListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-hidden data-testid="list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Skeleton height={18} width="45%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="80%" mb="sm" />
          <Skeleton height={10} width="35%" />
        </Paper>
      ))}
    </Stack>
  );
}

/** No transcriptions at all: point to the two ways of making one. */
export function EmptyList({ upload }: { upload: ReactNode }) {
  const { t } = useTranslation('transcriptions');
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        variant="light"
        icon={<FileText size={28} aria-hidden />}
        title={t('list.emptyTitle')}
        description={t('list.emptyBody')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/dashboard/manual-recording" leftSection={<Mic size={16} aria-hidden />}>
            {t('list.emptyRecord')}
          </Button>
          {upload}
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function NoResults({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation('transcriptions');
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        variant="light"
        icon={<SearchX size={28} aria-hidden />}
        title={t('list.noResultsTitle')}
        description={t('list.noResultsBody', { q })}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            {t('list.clearSearch')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
