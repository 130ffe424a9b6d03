import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TranscriptionPageSchema,
  TranscriptionSchema,
  type Transcription,
  type UpdateTranscriptionBody,
} from '@shared/api/transcriptions';
import type { RetranscribeBody } from '@shared/api/speech';
import { api } from '../../lib/api';

export type ListSort = 'newest' | 'oldest';

export const transcriptionKeys = {
  all: ['transcriptions'] as const,
  lists: () => [...transcriptionKeys.all, 'list'] as const,
  list: (q: string, sort: ListSort) => [...transcriptionKeys.lists(), { q, sort }] as const,
  detail: (id: string) => [...transcriptionKeys.all, 'detail', id] as const,
};

const PAGE_SIZE = 20;

const isWorking = (status: Transcription['status'] | undefined) => status === 'pending' || status === 'processing';

/** The list screen: full-text search (`q`) and sort, paged with the server's opaque cursor. */
export function useTranscriptionList(q: string, sort: ListSort) {
  return useInfiniteQuery({
    queryKey: transcriptionKeys.list(q, sort),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ sort, limit: String(PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api(`/api/transcriptions?${params}`, { schema: TranscriptionPageSchema, signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    // An upload being transcribed shows its progress: poll while any listed item is still working.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((i) => isWorking(i.status))) ? 2_000 : false,
    // Keep the previous results on screen while the next search runs, instead of flashing skeletons per keystroke.
    placeholderData: (previous) => previous,
  });
}

/** One transcription; polled while it waits for speech-to-text, so the text appears without a reload. */
export function useTranscription(id: string | undefined) {
  return useQuery({
    queryKey: transcriptionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(`/api/transcriptions/${id}`, { schema: TranscriptionSchema, signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (isWorking(query.state.data?.status) ? 2_000 : false),
  });
}

/** Title, text or segments; the answer replaces the cached copy and the list refreshes (titles, snippets). */
export function useUpdateTranscription(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateTranscriptionBody) =>
      api(`/api/transcriptions/${id}`, { method: 'PATCH', body: patch, schema: TranscriptionSchema }),
    onSuccess: (saved) => {
      qc.setQueryData(transcriptionKeys.detail(id), saved);
      void qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
  });
}

/**
 * Speech-to-text again over the stored audio (after a failure); the page then polls until it is done. Without a body:
 * the same language and the server's engine; with one, another language (saved on the transcription) or engine.
 */
export function useRetranscribe(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RetranscribeBody = {}) =>
      api(`/api/transcriptions/${id}/transcribe`, { method: 'POST', body, schema: TranscriptionSchema }),
    onSuccess: (queued) => {
      qc.setQueryData(transcriptionKeys.detail(id), queued);
      void qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
  });
}

export function useDeleteTranscription(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/transcriptions/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: transcriptionKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: transcriptionKeys.lists() });
    },
  });
}
