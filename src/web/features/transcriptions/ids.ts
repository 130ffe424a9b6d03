import { IdParamSchema } from '@shared/api/transcriptions';
import { ApiError } from '../../lib/api';

/** Whether a route's `:id` can be a transcription at all (the API takes UUIDs only). */
export const isTranscriptionId = (id: string) => IdParamSchema.safeParse({ id }).success;

/** A malformed id cannot exist: the screens say 'not found' without asking the server (which would answer 400). */
export const notFoundError = () => new ApiError(404, 'NOT_FOUND', 'not found');
