import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Transcription } from '@shared/api/transcriptions';
import { useTranscription } from '../api';
import { isTranscriptionId, notFoundError } from '../ids';
import { DetailError, DetailSkeleton } from './DetailStates';

/**
 * Loads the transcription named by the route's `:id` and renders `children` with it, or the spec's detail-screen
 * states (no id, not found, load failure with retry, skeleton). Shared by the transcription and MoM screens.
 */
export function TranscriptionRoute({
  backTo,
  children,
}: {
  backTo: string;
  children: (transcription: Transcription) => ReactNode;
}) {
  const { id } = useParams();
  const valid = Boolean(id && isTranscriptionId(id));
  const query = useTranscription(valid ? id : undefined);

  if (!id) return <DetailError problem={{ kind: 'noId' }} backTo={backTo} />;
  if (!valid) return <DetailError problem={{ kind: 'load', error: notFoundError() }} backTo={backTo} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return (
      <DetailError
        problem={{ kind: 'load', error: query.error }}
        backTo={backTo}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
