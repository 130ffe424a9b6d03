import { Alert, Box, Button, CloseButton, Group, Loader, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { CircleAlert, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useErrorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranscriptionList, type ListSort } from '../api';
import { EmptyList, ListSkeleton, NoResults } from './ListStates';
import { TranscriptionCard } from './TranscriptionCard';
import { UploadButton } from './UploadButton';
import { UploadProgress } from './UploadProgress';
import { useListParams } from './use-list-params';
import { useUpload } from './use-upload';

/**
 * docs/product.md §2 Transkripsi (also the MoM list): full-text search with highlighted snippets, sort, paging, upload.
 * `detailBase` is where an item opens: the transcription screen, or the MoM screen for /dashboard/mom.
 */
export function TranscriptionsPage({ detailBase = '/dashboard/transcriptions' }: { detailBase?: string }) {
  const { t } = useTranslation('transcriptions');
  const errorText = useErrorMessage();
  const { q, sort, input, setInput, setSort, clear, pending } = useListParams();
  const list = useTranscriptionList(q, sort);
  const upload = useUpload();
  useDocumentTitle(t('list.title'));

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const uploadButton = (variant?: 'filled' | 'light') => (
    <UploadButton
      onUpload={(file, language) => void upload.start(file, language)}
      disabled={upload.current !== null}
      variant={variant}
    />
  );
  const searching = pending || (list.isFetching && !list.isFetchingNextPage && !list.isPending);

  let body;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError && !items.length)
    body = (
      <Alert color="red" icon={<CircleAlert size={18} aria-hidden />} role="alert">
        {t('list.loadError', { reason: errorText(list.error) })}
        <Box mt="xs">
          <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Box>
      </Alert>
    );
  else if (!items.length && !q) body = <EmptyList upload={uploadButton('light')} />;
  else if (!items.length) body = <NoResults q={q} onClear={clear} />;
  else
    body = (
      <Stack gap="sm">
        <Stack
          component="ul"
          gap="sm"
          aria-label={q ? t('list.resultsLabel', { q }) : t('list.allLabel')}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <TranscriptionCard item={item} to={`${detailBase}/${item.id}`} />
            </li>
          ))}
        </Stack>
        {list.hasNextPage && (
          <Group justify="center">
            <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('list.loadMore')}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('list.title')} lead={t('list.lead')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={input}
          onChange={(e) => setInput(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && input) clear();
          }}
          leftSection={
            searching ? <Loader size={14} aria-label={t('list.searching')} /> : <Search size={16} aria-hidden />
          }
          rightSection={input ? <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={clear} /> : null}
        />
        <SegmentedControl
          aria-label={t('list.sortLabel')}
          value={sort}
          onChange={(v) => setSort(v as ListSort)}
          data={[
            { value: 'newest', label: t('list.newest') },
            { value: 'oldest', label: t('list.oldest') },
          ]}
        />
        {uploadButton()}
      </Group>
      <UploadProgress
        current={upload.current}
        error={upload.error}
        onCancel={upload.cancel}
        onDismiss={upload.clearError}
      />
      <div aria-busy={list.isFetching}>{body}</div>
    </Stack>
  );
}
