import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { ArrowLeft, CircleAlert, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEXT_ON_TINT } from '../badges';

/** The shape of the detail screen while it loads. */
export function DetailSkeleton() {
  return (
    <Stack gap="md" maw={1100} aria-hidden data-testid="detail-skeleton">
      <Skeleton height={34} width="55%" />
      <Skeleton height={14} width="40%" />
      <Group gap="xs">
        <Skeleton height={34} width={96} />
        <Skeleton height={34} width={96} />
        <Skeleton height={34} width={96} />
      </Group>
      <Skeleton height={56} />
      <Paper withBorder radius="md" p="md">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={14} mb="sm" width={`${90 - i * 7}%`} />
        ))}
      </Paper>
    </Stack>
  );
}

export type DetailProblem = { kind: 'noId' } | { kind: 'load'; error: unknown };

/**
 * docs/product.md §8 Detail screens: 'No transcription ID provided'; 'Transcription not found' / 'The requested
 * transcription could not be found.' for a 404 (which is also what another user's transcription answers,
 * docs/product.md §6); else 'Failed to load transcription: {reason}' with a retry.
 */
export function DetailError({
  problem,
  backTo,
  onRetry,
}: {
  problem: DetailProblem;
  backTo: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const notFound = problem.kind === 'load' && problem.error instanceof ApiError && problem.error.status === 404;
  const title = problem.kind === 'noId' ? t('detail.noId') : notFound ? t('detail.notFound') : t('detail.loadFailed');
  useDocumentTitle(title);
  const body =
    problem.kind === 'noId'
      ? null
      : notFound
        ? t('detail.notFoundBody')
        : t('detail.loadFailedReason', { reason: errorText(problem.error) });

  return (
    <Stack gap="md" maw={720}>
      <Alert
        role="alert"
        color={notFound || problem.kind === 'noId' ? 'yellow' : 'red'}
        icon={notFound ? <FileQuestion size={18} aria-hidden /> : <CircleAlert size={18} aria-hidden />}
        title={title}
        styles={{ title: { color: TEXT_ON_TINT } }}
      >
        {body}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={backTo} variant="default" leftSection={<ArrowLeft size={16} aria-hidden />}>
          {t('detail.backToList')}
        </Button>
        {onRetry && !notFound && problem.kind === 'load' && (
          <Button variant="light" onClick={onRetry}>
            {t('detail.retry')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
