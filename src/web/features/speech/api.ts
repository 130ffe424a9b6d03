import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EnginesSchema, type SpeechDefaultsBody, type WhisperModelName } from '@shared/api/speech';
import { api } from '../../lib/api';
import { downloadPollInterval } from './status';

export const speechKeys = {
  engines: ['speech', 'engines'] as const,
};

/**
 * The server's engines, their state and the default per language (plus, for admins, the Whisper models). Fetched
 * again every 2 s while a model downloads, so every screen that shows the progress moves with it.
 */
export function useEngines() {
  return useQuery({
    queryKey: speechKeys.engines,
    queryFn: ({ signal }) => api('/api/speech/engines', { schema: EnginesSchema, signal }),
    staleTime: 60_000,
    refetchInterval: (query) => downloadPollInterval(query.state.data),
  });
}

function useAdminMutation<V>(call: (vars: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The answer's shape is the server's business: the engines list is what the screen shows, so fetch it again.
    onSettled: () => qc.invalidateQueries({ queryKey: speechKeys.engines }),
  });
}

/** Starts downloading a Whisper model (202: it goes on in the background; the list shows its progress). */
export const useDownloadModel = () =>
  useAdminMutation((name: WhisperModelName) =>
    api(`/api/admin/speech/models/${encodeURIComponent(name)}/download`, { method: 'POST', body: {} }),
  );

/** Deletes an installed model, or stops its download (in whichever process runs it). */
export const useDeleteModel = () =>
  useAdminMutation((name: WhisperModelName) =>
    api(`/api/admin/speech/models/${encodeURIComponent(name)}`, { method: 'DELETE' }),
  );

/**
 * The default engine per language (null: automatic) and the model the Whisper engine uses. The answer is the engines
 * list as an admin sees it: it replaces the cached one at once.
 */
export function useSpeechDefaults() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SpeechDefaultsBody) =>
      api('/api/admin/speech/defaults', { method: 'PUT', body, schema: EnginesSchema }),
    onSuccess: (engines) => qc.setQueryData(speechKeys.engines, engines),
  });
}
